import RIBs

protocol ReceiptDependency: Dependency {
    // Clean: no component defines it, but the constrained extension below does for every
    // provider that is also a StoreDependency, and RootComponent is both.
    var currencyCode: String { get }
    // Clean: the plain protocol-extension default below provides it to every provider.
    var footerNote: String { get }
    // RootComponent declares the conformance (RootComponent+Receipt.swift), but neither it,
    // its extensions nor any protocol extension define a tax table.
    var taxTable: TaxTable { get } // expect: di/unfulfilled-dependency
    // Only the extension for kiosk providers defines it, and RootComponent is no
    // KioskDependency: that default does not apply to it.
    var kioskBanner: String { get } // expect: di/unfulfilled-dependency
    // Clean: the default of StallServices, which RootComponent is through RootServicesType.
    var dailyTotal: Int { get }
    // Clean: StallServices' default for providers that are ReceiptDependency too.
    var receiptHeader: String { get }
    // StallServices' default for kiosks only: RootComponent is no KioskDependency.
    var kioskGreeting: String { get } // expect: di/unfulfilled-dependency
    // Only LoyaltyServices has a default, and RootComponent does not conform to it.
    var loyaltyPoints: Int { get } // expect: di/unfulfilled-dependency
}

/// A provider that runs on a self-service kiosk.
protocol KioskDependency: Dependency {
    var kioskName: String { get }
}

/// Provides `kioskBanner` only to kiosk providers.
extension ReceiptDependency where Self: KioskDependency {
    var kioskBanner: String { "Served by " + kioskName }
}

/// Provides `currencyCode` to a ReceiptDependency only when it is a StoreDependency too.
extension ReceiptDependency where Self: StoreDependency {
    var currencyCode: String { storeCurrency }
}

/// The default every provider gets.
extension ReceiptDependency {
    var footerNote: String { "Thank you for shopping local" }
}

final class ReceiptComponent: Component<ReceiptDependency> {
    var currencyCode: String { dependency.currencyCode }
    var footerNote: String { dependency.footerNote }
    var taxTable: TaxTable { dependency.taxTable }
    var kioskBanner: String { dependency.kioskBanner }
    var dailyTotal: Int { dependency.dailyTotal }
    var receiptHeader: String { dependency.receiptHeader }
    var kioskGreeting: String { dependency.kioskGreeting }
    var loyaltyPoints: Int { dependency.loyaltyPoints }
}

// MARK: - Builder

protocol ReceiptBuildable: Buildable {
    func build(withListener listener: ReceiptListener) -> ReceiptRouting
}

final class ReceiptBuilder: Builder<ReceiptDependency>, ReceiptBuildable {
    override init(dependency: ReceiptDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReceiptListener) -> ReceiptRouting {
        let component = ReceiptComponent(dependency: dependency)
        let viewController = ReceiptViewController()
        let interactor = ReceiptInteractor(presenter: viewController,
                                           currencyCode: component.currencyCode,
                                           footerNote: component.footerNote,
                                           taxTable: component.taxTable)
        interactor.listener = listener
        return ReceiptRouter(interactor: interactor, viewController: viewController)
    }
}
