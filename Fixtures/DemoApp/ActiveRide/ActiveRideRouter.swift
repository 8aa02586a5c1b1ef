import RIBs

protocol ActiveRideInteractable: Interactable, RideTrackingListener {
    var router: ActiveRideRouting? { get set }
    var listener: ActiveRideListener? { get set }
}

protocol ActiveRideViewControllable: ViewControllable {}

final class ActiveRideRouter: ViewableRouter<ActiveRideInteractable, ActiveRideViewControllable>, ActiveRideRouting {
    private let rideTrackingBuilder: RideTrackingBuildable

    init(interactor: ActiveRideInteractable, viewController: ActiveRideViewControllable, rideTrackingBuilder: RideTrackingBuildable) {
        self.rideTrackingBuilder = rideTrackingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToTracking() {
        let tracking = rideTrackingBuilder.build(withListener: interactor)
        // Deliberate violation: attached from a routing method with no check that tracking is
        // already attached, and nothing here ever detaches it: every call adds one more tracker.
        attachChild(tracking) // expect: leak/child-never-detached
    }
}
