import RIBs

protocol OrdersRouting: ViewableRouting {
    func routeToOrderDetail(orderId: String)
    func routeToPinnedOrder(orderId: String)
    func routeToFeaturedOrder()
    func routeToReceipt()
    func routeToEditor(orderId: String)
    func closeEditor()
}

protocol OrdersPresentable: Presentable {
    var listener: OrdersPresentableListener? { get set }
}

protocol OrdersListener: AnyObject {}

final class OrdersInteractor: PresentableInteractor<OrdersPresentable>, OrdersInteractable, OrdersPresentableListener {
    weak var router: OrdersRouting?
    weak var listener: OrdersListener?

    override init(presenter: OrdersPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
