import RIBs

protocol OrderDetailInteractable: Interactable {
    var router: OrderDetailRouting? { get set }
    var listener: OrderDetailListener? { get set }
}

protocol OrderDetailViewControllable: ViewControllable {}

final class OrderDetailRouter: ViewableRouter<OrderDetailInteractable, OrderDetailViewControllable>, OrderDetailRouting {
    init(interactor: OrderDetailInteractable, viewController: OrderDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
