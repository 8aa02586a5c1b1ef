import Foundation

/// What a market stall's components share. RootComponent is one through `RootServicesType`.
protocol StallServices: AnyObject {
    var stallLedger: StallLedger { get }
}

protocol OpeningHours {
    var opensAt: Int { get }
}

/// A component takes these defaults from being a StallServices, and Swift lets them witness the
/// requirements of any dependency protocol it also conforms to.
extension StallServices {
    var dailyTotal: Int { stallLedger.sales.reduce(0, +) }
}

/// Only for StallServices that are also ReceiptDependency, as RootComponent is.
extension StallServices where Self: ReceiptDependency {
    var receiptHeader: String { "Stall total so far: \(dailyTotal)" }
}

/// Only for StallServices that are kiosks, which RootComponent is not.
extension StallServices where Self: KioskDependency {
    var kioskGreeting: String { "Welcome to " + kioskName }
}

/// A protocol RootComponent does not conform to: its default reaches no component here.
protocol LoyaltyServices {}

extension LoyaltyServices {
    var loyaltyPoints: Int { 0 }
}

/// Root's component is a StallServices through this composition.
typealias RootServicesType = StallServices & OpeningHours
