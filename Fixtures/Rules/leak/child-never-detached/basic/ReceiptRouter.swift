import RIBs

protocol ReceiptInteractable: Interactable {
    var router: ReceiptRouting? { get set }
    var listener: ReceiptListener? { get set }
}

final class ReceiptRouter: Router<ReceiptInteractable>, ReceiptRouting {
    init(interactor: ReceiptInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
