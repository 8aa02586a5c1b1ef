import RIBs

protocol ActiveRideRouting: ViewableRouting {
    func routeToTracking()
}

protocol ActiveRidePresentable: Presentable {
    var listener: ActiveRidePresentableListener? { get set }
    func show(bikeID: String)
    func show(meters: Int)
}

protocol ActiveRideListener: AnyObject {
    func activeRideDidEnd(receipt: RideReceipt)
}

final class ActiveRideInteractor: PresentableInteractor<ActiveRidePresentable>, ActiveRideInteractable, ActiveRidePresentableListener {
    weak var router: ActiveRideRouting?
    weak var listener: ActiveRideListener?
    private let bikeID: String
    private(set) var meters = 0

    init(presenter: ActiveRidePresentable, bikeID: String) {
        self.bikeID = bikeID
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(bikeID: bikeID)
        router?.routeToTracking()
    }

    // MARK: - ActiveRidePresentableListener

    // "Restart tracking" (after a GPS dropout) routes again: one more tracker per tap.
    func didTapRestartTracking() {
        router?.routeToTracking()
    }

    func didTapEndRide() {
        listener?.activeRideDidEnd(receipt: RideReceipt(bikeID: bikeID, meters: meters))
    }

    // MARK: - RideTrackingListener

    func rideTrackingDidUpdate(meters: Int) {
        self.meters = meters
        presenter.show(meters: meters)
    }
}
