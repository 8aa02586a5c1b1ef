import RIBs

protocol MenuDependency: Dependency {
    var dishCatalog: DishCatalog { get }
}

final class MenuComponent: Component<MenuDependency> {
    var dishCatalog: DishCatalog { dependency.dishCatalog }
}

// MARK: - Builder

// Not even the framework's Buildable: a hybrid app's own factory protocol.
protocol MenuBuildable {
    func build(withListener listener: MenuListener) -> MenuRouting
}

/// Menu's builder neither inherits the framework's Builder nor adopts Buildable: it is a class
/// named as a builder whose `build` returns Menu's routing protocol. Menu is still complete, and
/// RootBuilder making it makes Root Menu's parent.
final class MenuBuilder: MenuBuildable {
    private let dependency: MenuDependency

    init(dependency: MenuDependency) {
        self.dependency = dependency
    }

    func build(withListener listener: MenuListener) -> MenuRouting {
        let component = MenuComponent(dependency: dependency)
        let viewController = MenuViewController()
        let interactor = MenuInteractor(presenter: viewController, catalog: component.dishCatalog)
        interactor.listener = listener
        return MenuRouter(interactor: interactor, viewController: viewController)
    }
}
