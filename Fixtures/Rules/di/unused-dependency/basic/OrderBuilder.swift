import RIBs

protocol OrderDependency: Dependency {}

final class OrderComponent: Component<OrderDependency> {}

// MARK: - Builder

protocol OrderBuildable: Buildable {
    func build(withListener listener: OrderListener) -> OrderRouting
}

final class OrderBuilder: Builder<OrderDependency>, OrderBuildable {
    override init(dependency: OrderDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: OrderListener) -> OrderRouting {
        let component = OrderComponent(dependency: dependency)
        let viewController = OrderViewController()
        let interactor = OrderInteractor(presenter: viewController)
        interactor.listener = listener
        let trackingBuilder = TrackingBuilder(dependency: component)
        return OrderRouter(interactor: interactor, viewController: viewController, trackingBuilder: trackingBuilder)
    }
}
