import RIBs
import UIKit

protocol ProfileDependency: Dependency {}

final class ProfileComponent: Component<ProfileDependency> {}

extension ProfileComponent: RestaurantDependency {}

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: BaseBuilder<ProfileDependency>, ProfileBuildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        interactor.listener = listener
        let restaurantBuilder = RestaurantBuilder(dependency: component)
        return ProfileRouter(interactor: interactor, viewController: viewController, restaurantBuilder: restaurantBuilder)
    }
}

protocol ProfileRouting: ViewableRouting {}

protocol ProfilePresentable: Presentable {}

protocol ProfileListener: AnyObject {}

final class ProfileInteractor: BaseInteractor<ProfilePresentable>, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}

protocol ProfileInteractable: Interactable, RestaurantDetailListener {}

protocol ProfileViewControllable: ViewControllable {}

final class ProfileRouter: BaseRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let restaurantBuilder: RestaurantBuildable

    init(interactor: ProfileInteractable, viewController: ProfileViewControllable, restaurantBuilder: RestaurantBuildable) {
        self.restaurantBuilder = restaurantBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func routeToRestaurant() {
        attachChild(restaurantBuilder.build(withListener: interactor))
    }
}

final class ProfileViewController: UIViewController, ProfilePresentable, ProfileViewControllable {}
