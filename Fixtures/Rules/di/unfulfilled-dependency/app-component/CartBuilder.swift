import RIBs

protocol CartDependency: Dependency {
    var basket: Basket { get }
    var checkoutBuilder: CheckoutBuildable { get }
}

final class CartComponent: Component<CartDependency> {
    var basket: Basket { dependency.basket }
}

// MARK: - Builder

protocol CartBuildable: Buildable {
    func build(withListener listener: CartListener) -> CartRouting
}

final class CartBuilder: Builder<CartDependency>, CartBuildable {
    override init(dependency: CartDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CartListener) -> CartRouting {
        let component = CartComponent(dependency: dependency)
        let viewController = CartViewController()
        let interactor = CartInteractor(presenter: viewController, basket: component.basket)
        interactor.listener = listener
        return CartRouter(interactor: interactor, viewController: viewController, checkoutBuilder: dependency.checkoutBuilder)
    }
}
