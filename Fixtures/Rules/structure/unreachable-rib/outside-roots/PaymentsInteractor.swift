import RIBs

protocol PaymentsRouting: ViewableRouting {}

protocol PaymentsPresentable: Presentable {
    var listener: PaymentsPresentableListener? { get set }
}

protocol PaymentsListener: AnyObject {}

// Clean: built and activated by PaymentsBridge, the wrapper that the legacy checkout calls.
final class PaymentsInteractor: PresentableInteractor<PaymentsPresentable>, PaymentsInteractable, PaymentsPresentableListener {
    weak var router: PaymentsRouting?
    weak var listener: PaymentsListener?

    private let merchantName: String

    init(presenter: PaymentsPresentable, merchantName: String) {
        self.merchantName = merchantName
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
