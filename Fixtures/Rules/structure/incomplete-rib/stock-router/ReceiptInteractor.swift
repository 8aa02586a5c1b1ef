import RIBs

protocol ReceiptPresentable: Presentable {
    var listener: ReceiptPresentableListener? { get set }
}

protocol ReceiptListener: AnyObject {}

protocol ReceiptInteractable: Interactable {}

final class ReceiptInteractor: PresentableInteractor<ReceiptPresentable>, ReceiptInteractable, ReceiptPresentableListener {
    weak var listener: ReceiptListener?

    private let currencyCode: String

    init(presenter: ReceiptPresentable, currencyCode: String) {
        self.currencyCode = currencyCode
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
