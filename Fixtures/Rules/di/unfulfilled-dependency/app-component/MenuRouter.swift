import RIBs

protocol MenuInteractable: Interactable, CartListener {
    var router: MenuRouting? { get set }
    var listener: MenuListener? { get set }
}

protocol MenuViewControllable: ViewControllable {}

final class MenuRouter: ViewableRouter<MenuInteractable, MenuViewControllable>, MenuRouting {
    private let cartBuilder: CartBuildable

    init(interactor: MenuInteractable, viewController: MenuViewControllable, cartBuilder: CartBuildable) {
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
