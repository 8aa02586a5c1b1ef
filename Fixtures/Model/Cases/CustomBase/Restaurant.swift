import RIBs
import UIKit

protocol RestaurantDependency: Dependency {}

final class RestaurantComponent: Component<RestaurantDependency> {}

protocol RestaurantBuildable: Buildable {
    func build(withListener listener: RestaurantDetailListener) -> RestaurantDetailRouting
}

final class RestaurantBuilder: Builder<RestaurantDependency>, RestaurantBuildable {
    func build(withListener listener: RestaurantDetailListener) -> RestaurantDetailRouting {
        _ = RestaurantComponent(dependency: dependency)
        let viewController = RestaurantDetailViewController()
        let interactor = RestaurantDetailInteractor(presenter: viewController)
        interactor.listener = listener
        return RestaurantDetailRouter(interactor: interactor, viewController: viewController)
    }
}

protocol RestaurantDetailRouting: ViewableRouting {}

protocol RestaurantDetailPresentable: Presentable {}

protocol RestaurantDetailListener: AnyObject {}

final class RestaurantDetailInteractor: PresentableInteractor<RestaurantDetailPresentable>, RestaurantDetailInteractable {
    weak var router: RestaurantDetailRouting?
    weak var listener: RestaurantDetailListener?
}

protocol RestaurantDetailInteractable: Interactable {}

protocol RestaurantDetailViewControllable: ViewControllable {}

final class RestaurantDetailRouter: ViewableRouter<RestaurantDetailInteractable, RestaurantDetailViewControllable>, RestaurantDetailRouting {}

final class RestaurantDetailViewController: UIViewController, RestaurantDetailPresentable, RestaurantDetailViewControllable {}
