import RIBs

protocol OrderDetailDependency: Dependency {}

final class OrderDetailComponent: Component<OrderDetailDependency> {}

// MARK: - Builder

protocol OrderDetailBuildable: Buildable {
    func build(withListener listener: OrderDetailListener, orderId: String) -> OrderDetailRouting
}

final class OrderDetailBuilder: Builder<OrderDetailDependency>, OrderDetailBuildable {
    override init(dependency: OrderDetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OrderDetailListener, orderId: String) -> OrderDetailRouting {
        _ = OrderDetailComponent(dependency: dependency)
        let viewController = OrderDetailViewController()
        let interactor = OrderDetailInteractor(presenter: viewController)
        interactor.listener = listener
        return OrderDetailRouter(interactor: interactor, viewController: viewController)
    }
}
