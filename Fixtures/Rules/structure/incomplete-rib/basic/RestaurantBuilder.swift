import RIBs

protocol RestaurantDependency: Dependency {}

final class RestaurantComponent: Component<RestaurantDependency> {}

// MARK: - Builder

protocol RestaurantBuildable: Buildable {
    func build(withListener listener: RestaurantDetailListener) -> RestaurantDetailRouting
}

/// Named Restaurant, but its build body puts RestaurantDetailInteractor and
/// RestaurantDetailRouter in the same RIB (named RestaurantDetail): complete, clean.
final class RestaurantBuilder: Builder<RestaurantDependency>, RestaurantBuildable {
    override init(dependency: RestaurantDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: RestaurantDetailListener) -> RestaurantDetailRouting {
        _ = RestaurantComponent(dependency: dependency)
        let viewController = RestaurantDetailViewController()
        let interactor = RestaurantDetailInteractor(presenter: viewController)
        interactor.listener = listener
        return RestaurantDetailRouter(interactor: interactor, viewController: viewController)
    }
}
