import RIBs

protocol BillingInteractable: Interactable {
    var router: BillingRouting? { get set }
    var listener: BillingListener? { get set }
}

final class BillingRouter: Router<BillingInteractable>, BillingRouting {
    private var loadCount = 0

    init(interactor: BillingInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func willLoad() { // expect: lifecycle/missing-super-call
        loadCount += 1
    }

    override func didLoad() {
        super.didLoad()
        loadCount += 1
    }
}
