import RIBs

protocol CartInteractable: Interactable, CheckoutListener {
    var router: CartRouting? { get set }
    var listener: CartListener? { get set }
}

protocol CartViewControllable: ViewControllable {}

final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable>, CartRouting {
    private let checkoutBuilder: CheckoutBuildable

    init(interactor: CartInteractable, viewController: CartViewControllable, checkoutBuilder: CheckoutBuildable) {
        self.checkoutBuilder = checkoutBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let checkout = checkoutBuilder.build(withListener: interactor)
        attachChild(checkout)
    }
}
