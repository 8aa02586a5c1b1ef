import Foundation

final class CurrencyFormatter {
    func string(from amount: Double) -> String {
        String(format: "%.2f", amount)
    }
}
