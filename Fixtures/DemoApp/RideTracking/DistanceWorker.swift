import RIBs

/// Sums the distance between successive GPS positions while its interactor is active. A pause in
/// activity starts a new leg: the jump between the last position before and the first after is
/// not counted.
final class DistanceWorker: Worker {
    private let positions: AnyPublisher<Position, Never>
    private let metersSubject = CurrentValueSubject<Int, Never>(0)
    private var lastPosition: Position?
    private var totalMeters = 0.0

    init(positions: AnyPublisher<Position, Never>) {
        self.positions = positions
        super.init()
    }

    var meters: AnyPublisher<Int, Never> {
        metersSubject.eraseToAnyPublisher()
    }

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        positions
            .sink { [weak self] position in
                self?.advance(to: position)
            }
            .cancelOnStop(self)
    }

    override func didStop() {
        super.didStop()
        lastPosition = nil
    }

    private func advance(to position: Position) {
        if let last = lastPosition {
            totalMeters += last.distance(to: position)
            metersSubject.send(Int(totalMeters.rounded()))
        }
        lastPosition = position
    }
}
