import RIBs

protocol ReceiptRouting: Routing {}

protocol ReceiptListener: AnyObject {}

final class ReceiptInteractor: Interactor, ReceiptInteractable {
    weak var router: ReceiptRouting?
    weak var listener: ReceiptListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
