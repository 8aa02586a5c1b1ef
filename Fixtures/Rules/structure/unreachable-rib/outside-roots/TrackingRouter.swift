import RIBs

protocol TrackingInteractable: Interactable {
    var router: TrackingRouting? { get set }
    var listener: TrackingListener? { get set }
}

protocol TrackingViewControllable: ViewControllable {}

final class TrackingRouter: ViewableRouter<TrackingInteractable, TrackingViewControllable>, TrackingRouting {
    init(interactor: TrackingInteractable, viewController: TrackingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
