import RIBs

protocol PaymentPickerRouting: ViewableRouting {}

protocol PaymentPickerPresentable: Presentable {
    var listener: PaymentPickerPresentableListener? { get set }
    func show(methods: [PaymentMethod])
}

protocol PaymentPickerListener: AnyObject {
    func paymentPickerDidSelect(_ method: PaymentMethod)
}

final class PaymentPickerInteractor: PresentableInteractor<PaymentPickerPresentable>, PaymentPickerInteractable, PaymentPickerPresentableListener {
    weak var router: PaymentPickerRouting?
    weak var listener: PaymentPickerListener?
    private let paymentMethods: AnyPublisher<[PaymentMethod], Never>
    private var offeredMethods: [PaymentMethod] = []

    init(presenter: PaymentPickerPresentable, paymentMethods: AnyPublisher<[PaymentMethod], Never>) {
        self.paymentMethods = paymentMethods
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        paymentMethods
            .sink { [weak self] methods in
                self?.offeredMethods = methods
                self?.presenter.show(methods: methods)
            }
            .cancelOnDeactivate(interactor: self)
    }

    func didSelectMethod(id: String) {
        guard let method = offeredMethods.first(where: { $0.id == id }) else { return }
        listener?.paymentPickerDidSelect(method)
    }
}
