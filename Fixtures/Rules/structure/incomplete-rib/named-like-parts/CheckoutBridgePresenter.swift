import Foundation

protocol CheckoutBridgeListener: AnyObject {
    func bridgeDidFormat(total: String)
}

/// Clean: merely named like a presenter. A plain class (no RIB base, no Presentable, no view
/// base) that formats totals for the legacy checkout screen: no RIB part, so it is no incomplete
/// RIB, no unreachable RIB, and its strong `listener` is no leak/strong-listener (nothing in a
/// RIB tree holds it back; the legacy screen owns neither side of a cycle through a RIB).
final class CheckoutBridgePresenter {
    var listener: CheckoutBridgeListener?

    func present(totalCents: Int) {
        let total = String(format: "%.2f", Double(totalCents) / 100)
        listener?.bridgeDidFormat(total: total)
    }
}
