import RIBs

protocol PaymentPickerInteractable: Interactable {
    var router: PaymentPickerRouting? { get set }
    var listener: PaymentPickerListener? { get set }
}

protocol PaymentPickerViewControllable: ViewControllable {}

final class PaymentPickerRouter: ViewableRouter<PaymentPickerInteractable, PaymentPickerViewControllable>, PaymentPickerRouting {
    override init(interactor: PaymentPickerInteractable, viewController: PaymentPickerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
