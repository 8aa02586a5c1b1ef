import Foundation
import RIBs

/// Legacy checkout code (not a RIB) calls start() to show the payments screen.
final class PaymentsBridge: NSObject, PaymentsListener {
    private var paymentsRouter: PaymentsRouting?

    func start() {
        let router = PaymentsBuilder(dependency: BridgeDependency(merchantName: "Parcel Point")).build(withListener: self)
        paymentsRouter = router
        router.interactable.activate()
        router.load()
    }

    func stop() {
        paymentsRouter?.interactable.deactivate()
        paymentsRouter = nil
    }
}

/// What the bridge hands to PaymentsBuilder.
final class BridgeDependency: PaymentsDependency {
    let merchantName: String

    init(merchantName: String) {
        self.merchantName = merchantName
    }
}
