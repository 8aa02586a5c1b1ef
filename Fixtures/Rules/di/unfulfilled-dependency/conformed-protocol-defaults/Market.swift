import Foundation

/// Sales of one farmers' market stall.
final class StallLedger {
    private(set) var sales: [Int] = []

    func record(cents: Int) {
        sales.append(cents)
    }
}

/// Sales-tax rates per produce category.
final class TaxTable {
    func rate(for category: String) -> Double { 0.07 }
}
