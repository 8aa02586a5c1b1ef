import Cart
import RIBs
import Wishlist

protocol RootDependency: RIBs.Dependency {
    var basket: Basket { get }
    var savedItems: SavedItems { get }
}

final class RootComponent: RIBs.Component<RootDependency> {
    var basket: Basket { dependency.basket }
    var savedItems: SavedItems { dependency.savedItems }
}

extension RootComponent: Cart.Dependency, Wishlist.Dependency {}

protocol RootBuildable: RIBs.Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: RIBs.Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          cartBuilder: Cart.Builder(dependency: component),
                          wishlistBuilder: Wishlist.Builder(dependency: component))
    }
}
