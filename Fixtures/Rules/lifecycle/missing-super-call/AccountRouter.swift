import RIBs

protocol AccountInteractable: Interactable, BillingListener {
    var router: AccountRouting? { get set }
    var listener: AccountListener? { get set }
}

protocol AccountViewControllable: ViewControllable {}

final class AccountRouter: ViewableRouter<AccountInteractable, AccountViewControllable>, AccountRouting {
    private let billingBuilder: BillingBuildable

    init(interactor: AccountInteractable, viewController: AccountViewControllable, billingBuilder: BillingBuildable) {
        self.billingBuilder = billingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() { // expect: lifecycle/missing-super-call
        let billing = billingBuilder.build(withListener: interactor)
        attachChild(billing)
    }
}
