import Cart
import RIBs
import Wishlist

protocol RootInteractable: RIBs.Interactable, Cart.Listener, Wishlist.Listener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let cartBuilder: Cart.Buildable
    private let wishlistBuilder: Wishlist.Buildable

    init(interactor: RootInteractable, viewController: RootViewControllable,
         cartBuilder: Cart.Buildable, wishlistBuilder: Wishlist.Buildable) {
        self.cartBuilder = cartBuilder
        self.wishlistBuilder = wishlistBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Both tabs live as long as the shop does.
    override func didLoad() {
        super.didLoad()
        attachChild(cartBuilder.build(withListener: interactor))
        attachChild(wishlistBuilder.build(withListener: interactor))
    }
}
