import RIBs

protocol RootDependency: Dependency {
    var dishCatalog: DishCatalog { get }
}

final class RootComponent: Component<RootDependency> {
    var dishCatalog: DishCatalog { dependency.dishCatalog }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        // MenuBuilder is no Builder subclass, but constructing it with Root's component makes
        // Root the provider of MenuDependency and Menu's parent.
        let menuBuilder = MenuBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, menuBuilder: menuBuilder)
    }
}
