import RIBs

protocol StationDetailInteractable: Interactable, PaymentPickerListener, UnlockListener {
    var router: StationDetailRouting? { get set }
    var listener: StationDetailListener? { get set }
    /// Hands the attached Unlock child to the interactor (see the deliberate violation there).
    func unlockDidAttach(_ unlock: UnlockRouting)
}

protocol StationDetailViewControllable: ViewControllable, ScreenPresenting {}

final class StationDetailRouter: ViewableRouter<StationDetailInteractable, StationDetailViewControllable>, StationDetailRouting {
    private let paymentPickerBuilder: PaymentPickerBuildable
    private let unlockBuilder: UnlockBuildable
    private(set) var paymentPicker: PaymentPickerRouting?
    private(set) var unlock: UnlockRouting?

    init(
        interactor: StationDetailInteractable,
        viewController: StationDetailViewControllable,
        paymentPickerBuilder: PaymentPickerBuildable,
        unlockBuilder: UnlockBuildable
    ) {
        self.paymentPickerBuilder = paymentPickerBuilder
        self.unlockBuilder = unlockBuilder
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
        detachChild(paymentPicker)
        self.paymentPicker = nil
    }

    func routeToUnlock() {
        guard unlock == nil else { return }
        let unlock = unlockBuilder.build(withListener: interactor)
        self.unlock = unlock
        attachChild(unlock)
        viewController.present(unlock.viewControllable)
        interactor.unlockDidAttach(unlock)
    }

    func routeAwayFromUnlock() {
        guard let unlock = unlock else { return }
        viewController.dismiss(unlock.viewControllable)
        detachChild(unlock)
        self.unlock = nil
    }
}
