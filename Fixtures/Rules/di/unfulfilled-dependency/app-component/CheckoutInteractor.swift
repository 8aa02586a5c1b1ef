import RIBs

protocol CheckoutRouting: ViewableRouting {}

protocol CheckoutPresentable: Presentable {
    var listener: CheckoutPresentableListener? { get set }
}

protocol CheckoutListener: AnyObject {}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>, CheckoutInteractable, CheckoutPresentableListener {
    weak var router: CheckoutRouting?
    weak var listener: CheckoutListener?

    private let gateway: PaymentGateway
    private let address: String

    init(presenter: CheckoutPresentable, gateway: PaymentGateway, address: String) {
        self.gateway = gateway
        self.address = address
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
