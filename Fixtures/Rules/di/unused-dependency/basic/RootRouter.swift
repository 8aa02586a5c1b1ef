import RIBs

protocol RootInteractable: Interactable, OrderListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let orderBuilder: OrderBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, orderBuilder: OrderBuildable) {
        self.orderBuilder = orderBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let order = orderBuilder.build(withListener: interactor)
        attachChild(order)
    }
}
