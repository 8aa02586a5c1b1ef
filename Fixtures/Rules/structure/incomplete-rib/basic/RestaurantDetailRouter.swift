import RIBs

protocol RestaurantDetailInteractable: Interactable {
    var router: RestaurantDetailRouting? { get set }
    var listener: RestaurantDetailListener? { get set }
}

protocol RestaurantDetailViewControllable: ViewControllable {}

final class RestaurantDetailRouter: ViewableRouter<RestaurantDetailInteractable, RestaurantDetailViewControllable>, RestaurantDetailRouting {
    init(interactor: RestaurantDetailInteractable, viewController: RestaurantDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
