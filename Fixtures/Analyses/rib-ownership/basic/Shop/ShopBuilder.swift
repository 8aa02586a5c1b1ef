import RIBs

protocol ShopDependency: Dependency { // fact: hands-down PriceBook
    var prices: PriceBook { get }
}

final class ShopComponent: Component<ShopDependency>, CartDependency { // fact: part-of Shop
    var prices: PriceBook { dependency.prices }
}

protocol ShopBuildable: Buildable { // fact: part-of Shop
    func build() -> LaunchRouting
}

final class ShopBuilder: Builder<ShopDependency>, ShopBuildable { // fact: part-of Shop
    func build() -> LaunchRouting {
        let component = ShopComponent(dependency: dependency)
        let interactor = ShopInteractor()
        return ShopRouter(interactor: interactor, viewController: ShopViewController(),
                          cartBuilder: CartBuilder(dependency: component))
    }
}
