import RIBs

protocol WalletRouting: ViewableRouting {
    func routeToPaymentPicker()
    func routeAwayFromPaymentPicker()
}

protocol WalletPresentable: Presentable {
    var listener: WalletPresentableListener? { get set }
    func show(methods: [PaymentMethod])
    func show(defaultMethod: PaymentMethod?)
}

protocol WalletListener: AnyObject {
    func walletDidClose()
}

final class WalletInteractor: PresentableInteractor<WalletPresentable>, WalletInteractable, WalletPresentableListener {
    weak var router: WalletRouting?
    weak var listener: WalletListener?
    private let selectedPaymentSubject: CurrentValueSubject<PaymentMethod?, Never>

    init(
        presenter: WalletPresentable,
        paymentMethods: AnyPublisher<[PaymentMethod], Never>,
        selectedPaymentSubject: CurrentValueSubject<PaymentMethod?, Never>
    ) {
        self.selectedPaymentSubject = selectedPaymentSubject
        super.init(presenter: presenter)
        presenter.listener = self
        // Deliberate violation: confined before the interactor is active; the runtime cancels the
        // subscription at once, so the wallet never lists the rider's payment methods.
        paymentMethods.sink { [weak self] methods in self?.presenter.show(methods: methods) }.cancelOnDeactivate(interactor: self) // expect: lifecycle/subscription-before-activation
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        selectedPaymentSubject
            .sink { [weak self] method in
                self?.presenter.show(defaultMethod: method)
            }
            .cancelOnDeactivate(interactor: self)
    }

    // MARK: - WalletPresentableListener

    func didTapChangeDefault() {
        router?.routeToPaymentPicker()
    }

    func didTapClose() {
        listener?.walletDidClose()
    }

    // MARK: - PaymentPickerListener

    func paymentPickerDidSelect(_ method: PaymentMethod) {
        selectedPaymentSubject.send(method)
        router?.routeAwayFromPaymentPicker()
    }
}
