import RIBs

protocol RootInteractable: Interactable, CheckoutListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let checkoutBuilder: CheckoutBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, checkoutBuilder: CheckoutBuildable) {
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
