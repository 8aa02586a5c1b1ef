import Foundation

final class CatalogIndex {
    func titles(matching query: String) -> [String] { [] }
}

final class LoanLedger {
    private(set) var loans: [String: Date] = [:]
}

struct ShelfLayout {
    var columns: Int
}
