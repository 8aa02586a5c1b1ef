import RIBs

protocol ReceiptInteractable: Interactable {
    var router: ReceiptRouting? { get set }
    var listener: ReceiptListener? { get set }
}

protocol ReceiptViewControllable: ViewControllable {}

final class ReceiptRouter: ViewableRouter<ReceiptInteractable, ReceiptViewControllable>, ReceiptRouting {
    init(interactor: ReceiptInteractable, viewController: ReceiptViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
