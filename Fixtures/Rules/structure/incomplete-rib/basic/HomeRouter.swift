import RIBs

protocol HomeInteractable: Interactable, RestaurantDetailListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let restaurantBuilder: RestaurantBuildable

    init(interactor: HomeInteractable, viewController: HomeViewControllable, restaurantBuilder: RestaurantBuildable) {
        self.restaurantBuilder = restaurantBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let restaurant = restaurantBuilder.build(withListener: interactor)
        attachChild(restaurant)
    }
}
