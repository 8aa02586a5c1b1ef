import RIBs

protocol ShopInteractable: Interactable, CartListener { // fact: part-of Shop
    var router: ShopRouting? { get set }
}

protocol ShopViewControllable: ViewControllable {} // fact: part-of Shop

final class ShopRouter: LaunchRouter<ShopInteractable, ShopViewControllable>, ShopRouting { // fact: part-of Shop
    private let cartBuilder: CartBuildable

    init(interactor: ShopInteractable, viewController: ShopViewControllable, cartBuilder: CartBuildable) {
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(cartBuilder.build(withListener: interactor))
    }
}
