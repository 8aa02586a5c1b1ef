import RIBs

protocol CartDependency: Dependency {
    var prices: PriceBook { get }
}

final class CartComponent: Component<CartDependency> {} // fact: part-of Cart

protocol CartBuildable: Buildable { // fact: part-of Cart
    func build(withListener listener: CartListener) -> CartRouting
}

final class CartBuilder: Builder<CartDependency>, CartBuildable { // fact: part-of Cart
    func build(withListener listener: CartListener) -> CartRouting {
        _ = CartComponent(dependency: dependency)
        let interactor = CartInteractor()
        interactor.listener = listener
        return CartRouter(interactor: interactor)
    }
}
