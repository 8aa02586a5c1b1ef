import RIBs

protocol CartDependency: Dependency {}

final class CartComponent: Component<CartDependency> {}

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
        let interactor = CartInteractor(presenter: viewController)
        interactor.listener = listener
        let couponBuilder = CouponBuilder(dependency: component)
        return CartRouter(interactor: interactor, viewController: viewController, couponBuilder: couponBuilder)
    }
}
