import RIBs

protocol RideTrackingRouting: Routing {}

protocol RideTrackingListener: AnyObject {
    func rideTrackingDidUpdate(meters: Int)
}

final class RideTrackingInteractor: Interactor, RideTrackingInteractable {
    weak var router: RideTrackingRouting?
    weak var listener: RideTrackingListener?
    let distanceWorker: DistanceWorker

    init(distanceWorker: DistanceWorker) {
        self.distanceWorker = distanceWorker
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        distanceWorker.start(self)
        distanceWorker.meters
            .sink { [weak self] meters in
                self?.listener?.rideTrackingDidUpdate(meters: meters)
            }
            .cancelOnDeactivate(interactor: self)
    }

    // Deliberate violation: the override stops the worker but never calls super.willResignActive().
    override func willResignActive() { // expect: lifecycle/missing-super-call
        distanceWorker.stop()
    }
}
