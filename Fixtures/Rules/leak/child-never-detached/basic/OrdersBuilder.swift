import RIBs

protocol OrdersDependency: Dependency {}

final class OrdersComponent: Component<OrdersDependency> {}

// MARK: - Builder

protocol OrdersBuildable: Buildable {
    func build(withListener listener: OrdersListener) -> OrdersRouting
}

final class OrdersBuilder: Builder<OrdersDependency>, OrdersBuildable {
    override init(dependency: OrdersDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OrdersListener) -> OrdersRouting {
        let component = OrdersComponent(dependency: dependency)
        let viewController = OrdersViewController()
        let interactor = OrdersInteractor(presenter: viewController)
        interactor.listener = listener
        let orderDetailBuilder = OrderDetailBuilder(dependency: component)
        let receiptBuilder = ReceiptBuilder(dependency: component)
        return OrdersRouter(interactor: interactor, viewController: viewController, orderDetailBuilder: orderDetailBuilder, receiptBuilder: receiptBuilder)
    }
}
