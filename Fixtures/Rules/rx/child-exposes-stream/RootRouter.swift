import RIBs

protocol RootInteractable: Interactable, CartListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let cartBuilder: CartBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, cartBuilder: CartBuildable) {
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let cart = cartBuilder.build(withListener: interactor)
        attachChild(cart)
    }
}
