import RIBs

protocol RootInteractable: Interactable, OrdersListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let ordersBuilder: OrdersBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, ordersBuilder: OrdersBuildable) {
        self.ordersBuilder = ordersBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let orders = ordersBuilder.build(withListener: interactor)
        attachChild(orders)
    }
}
