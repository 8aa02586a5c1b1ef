import RIBs

protocol BillingRouting: Routing {}

protocol BillingListener: AnyObject {}

final class BillingInteractor: Interactor, BillingInteractable {
    weak var router: BillingRouting?
    weak var listener: BillingListener?

    private var isEnabled = true

    // The super call sits inside a nested block: still a call.
    override func didBecomeActive() {
        if isEnabled {
            super.didBecomeActive()
            startBilling()
        } else {
            super.didBecomeActive()
        }
    }

    // A deferred super call is a call.
    override func willResignActive() {
        defer { super.willResignActive() }
        isEnabled = false
    }

    private func startBilling() {}
}
