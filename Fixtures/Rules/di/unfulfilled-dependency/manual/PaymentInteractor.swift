import RIBs

protocol PaymentRouting: ViewableRouting {}

protocol PaymentPresentable: Presentable {
    var listener: PaymentPresentableListener? { get set }
}

protocol PaymentListener: AnyObject {}

final class PaymentInteractor: PresentableInteractor<PaymentPresentable>, PaymentInteractable, PaymentPresentableListener {
    weak var router: PaymentRouting?
    weak var listener: PaymentListener?

    private let sessionToken: String
    private let merchantId: String
    private let total: Double
    private let methods: [String]
    private let retryLimit: Int

    init(presenter: PaymentPresentable, sessionToken: String, merchantId: String, total: Double, methods: [String], retryLimit: Int) {
        self.sessionToken = sessionToken
        self.merchantId = merchantId
        self.total = total
        self.methods = methods
        self.retryLimit = retryLimit
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
