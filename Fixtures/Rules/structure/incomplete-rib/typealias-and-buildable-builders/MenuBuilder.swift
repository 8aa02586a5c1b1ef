import RIBs

protocol MenuDependency: Dependency {
    var dishCatalog: DishCatalog { get }
}

final class MenuComponent: Component<MenuDependency> {
    var dishCatalog: DishCatalog { dependency.dishCatalog }
}

// MARK: - Builder

protocol MenuBuildable: Buildable {
    func build(withListener listener: MenuListener) -> MenuRouting
}

/// Menu's builder does not inherit the framework's Builder: it adopts MenuBuildable, keeps the
/// dependency itself and builds the component, interactor and router like any builder. Menu is
/// still complete: this is its builder.
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
