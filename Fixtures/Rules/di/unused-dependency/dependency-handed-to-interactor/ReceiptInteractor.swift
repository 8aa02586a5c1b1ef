import RIBs

protocol ReceiptRouting: ViewableRouting {}

protocol ReceiptPresentable: Presentable {
    var listener: ReceiptPresentableListener? { get set }
}

protocol ReceiptListener: AnyObject {}

final class ReceiptInteractor: PresentableInteractor<ReceiptPresentable>, ReceiptInteractable, ReceiptPresentableListener {
    weak var router: ReceiptRouting?
    weak var listener: ReceiptListener?

    private let plateNumber: String

    init(presenter: ReceiptPresentable, plateNumber: String) {
        self.plateNumber = plateNumber
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
