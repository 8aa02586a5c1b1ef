import RIBs

protocol CheckoutInteractable: Interactable {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    init(interactor: CheckoutInteractable, viewController: CheckoutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
