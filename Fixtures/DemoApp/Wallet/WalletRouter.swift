import RIBs

protocol WalletInteractable: Interactable, PaymentPickerListener {
    var router: WalletRouting? { get set }
    var listener: WalletListener? { get set }
}

protocol WalletViewControllable: ViewControllable, ScreenPresenting {}

final class WalletRouter: ViewableRouter<WalletInteractable, WalletViewControllable>, WalletRouting {
    private let paymentPickerBuilder: PaymentPickerBuildable
    private(set) var paymentPicker: PaymentPickerRouting?

    init(interactor: WalletInteractable, viewController: WalletViewControllable, paymentPickerBuilder: PaymentPickerBuildable) {
        self.paymentPickerBuilder = paymentPickerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPaymentPicker() {
        guard paymentPicker == nil else { return }
        let paymentPicker = paymentPickerBuilder.build(withListener: interactor)
        self.paymentPicker = paymentPicker
        attachChild(paymentPicker)
        viewController.present(paymentPicker.viewControllable)
    }

    func routeAwayFromPaymentPicker() {
        guard let paymentPicker = paymentPicker else { return }
        viewController.dismiss(paymentPicker.viewControllable)
        // Deliberate violation: `self.paymentPicker` is never set back to nil, so the detached
        // picker stays alive as long as the wallet, and the nil-check above blocks reopening it.
        detachChild(paymentPicker) // expect: leak/retained-after-detach
    }
}
