import RIBs

protocol MenuDependency: Dependency {
    // Both provided by AppComponent's body: a shared service and a computed builder.
    var kitchenClient: KitchenClient { get }
    var cartBuilder: CartBuildable { get }
}

final class MenuComponent: Component<MenuDependency> {
    var kitchenClient: KitchenClient { dependency.kitchenClient }
}

// MARK: - Builder

protocol MenuBuildable: Buildable {
    func build(withListener listener: MenuListener) -> MenuRouting
}

final class MenuBuilder: Builder<MenuDependency>, MenuBuildable {
    override init(dependency: MenuDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MenuListener) -> MenuRouting {
        let component = MenuComponent(dependency: dependency)
        let viewController = MenuViewController()
        let interactor = MenuInteractor(presenter: viewController, kitchenClient: component.kitchenClient)
        interactor.listener = listener
        return MenuRouter(interactor: interactor, viewController: viewController, cartBuilder: dependency.cartBuilder)
    }
}
