import RIBs

protocol RootInteractable: Interactable, OrdersListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let ordersBuilder: OrdersBuildable
    private var orders: OrdersRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, ordersBuilder: OrdersBuildable) {
        self.ordersBuilder = ordersBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let orders = ordersBuilder.build(withListener: interactor)
        attachChild(orders)
        // A set-up step of the Orders router just built: once per Orders router.
        orders.attachStarterTabs()
        self.orders = orders
    }

    // Called on the Orders router kept from before: every refresh attaches more.
    func refreshOrders() {
        orders?.attachSuggestions()
    }
}
