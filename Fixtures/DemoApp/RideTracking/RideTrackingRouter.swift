import RIBs

protocol RideTrackingInteractable: Interactable {
    var router: RideTrackingRouting? { get set }
    var listener: RideTrackingListener? { get set }
}

final class RideTrackingRouter: Router<RideTrackingInteractable>, RideTrackingRouting {
    override init(interactor: RideTrackingInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
