import Foundation
import RIBs

/// Legacy checkout code (not a RIB) calls start() to show the payments screen. The builder is
/// made in the default value of init's parameter, which makes this bridge its host all the same.
final class PaymentsBridge: NSObject, PaymentsListener {
    private var paymentsRouter: PaymentsRouting?
    private let paymentsBuilder: PaymentsBuildable

    init(paymentsBuilder: PaymentsBuildable = PaymentsBuilder(dependency: BridgeDependency(merchantName: "Parcel Point"))) {
        self.paymentsBuilder = paymentsBuilder
        super.init()
    }

    func start() {
        let router = paymentsBuilder.build(withListener: self)
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
