import RIBs

protocol CheckoutInteractable: Interactable, PaymentListener {
    var router: CheckoutRouting? { get set }
    var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>, CheckoutRouting {
    private let paymentBuilder: PaymentBuildable

    init(interactor: CheckoutInteractable, viewController: CheckoutViewControllable, paymentBuilder: PaymentBuildable) {
        self.paymentBuilder = paymentBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let payment = paymentBuilder.build(withListener: interactor)
        attachChild(payment)
    }
}
