import RIBs

protocol UnlockRouting: ViewableRouting {
    // Deliberate violation: the parent-facing surface of Unlock exposes a stream (StationDetail
    // subscribes to it) instead of reporting progress through UnlockListener.
    var unlockProgress: AnyPublisher<Double, Never> { get } // expect: rx/child-exposes-stream
}

protocol UnlockPresentable: Presentable {
    var listener: UnlockPresentableListener? { get set }
    func show(progress: Double)
    func showJammed()
}

protocol UnlockListener: AnyObject {
    func unlockDidSucceed(bikeID: String)
    func unlockDidCancel()
}

final class UnlockInteractor: PresentableInteractor<UnlockPresentable>, UnlockInteractable, UnlockPresentableListener {
    weak var router: UnlockRouting?
    weak var listener: UnlockListener?
    private let station: Station
    private let lockService: BikeLockService
    private let progressSubject = PassthroughSubject<Double, Never>()
    private var retryUnlock: (() -> Void)?

    init(presenter: UnlockPresentable, station: Station, lockService: BikeLockService) {
        self.station = station
        self.lockService = lockService
        super.init(presenter: presenter)
        presenter.listener = self
    }

    var unlockProgress: AnyPublisher<Double, Never> {
        progressSubject.eraseToAnyPublisher()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        lockService.lockEvents
            .sink { [weak self] event in
                self?.handle(event)
            }
            .cancelOnDeactivate(interactor: self)
        // Deliberate violation: the stored closure captures self strongly, so the interactor retains
        // itself and outlives the detach of its RIB.
        retryUnlock = { self.requestUnlock() } // expect: leak/self-capture-in-stored-closure
        requestUnlock()
    }

    // MARK: - UnlockPresentableListener

    func didTapRetry() {
        retryUnlock?()
    }

    func didTapCancel() {
        listener?.unlockDidCancel()
    }

    // MARK: - Private

    private func requestUnlock() {
        lockService.requestUnlock(atStation: station.id)
    }

    private func handle(_ event: LockEvent) {
        switch event {
        case .progress(let fraction):
            progressSubject.send(fraction)
            presenter.show(progress: fraction)
        case .unlocked(let bikeID):
            listener?.unlockDidSucceed(bikeID: bikeID)
        case .jammed:
            presenter.showJammed()
        }
    }
}
