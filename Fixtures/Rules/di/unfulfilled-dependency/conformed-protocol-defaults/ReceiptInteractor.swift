import RIBs

protocol ReceiptRouting: ViewableRouting {}

protocol ReceiptPresentable: Presentable {
    var listener: ReceiptPresentableListener? { get set }
}

protocol ReceiptListener: AnyObject {}

final class ReceiptInteractor: PresentableInteractor<ReceiptPresentable>, ReceiptInteractable, ReceiptPresentableListener {
    weak var router: ReceiptRouting?
    weak var listener: ReceiptListener?

    private let currencyCode: String
    private let footerNote: String
    private let taxTable: TaxTable

    init(presenter: ReceiptPresentable, currencyCode: String, footerNote: String, taxTable: TaxTable) {
        self.currencyCode = currencyCode
        self.footerNote = footerNote
        self.taxTable = taxTable
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
