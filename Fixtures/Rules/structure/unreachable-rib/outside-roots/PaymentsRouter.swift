import RIBs

protocol PaymentsInteractable: Interactable {
    var router: PaymentsRouting? { get set }
    var listener: PaymentsListener? { get set }
}

protocol PaymentsViewControllable: ViewControllable {}

final class PaymentsRouter: ViewableRouter<PaymentsInteractable, PaymentsViewControllable>, PaymentsRouting {
    init(interactor: PaymentsInteractable, viewController: PaymentsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
