import Foundation
import RIBs
import RxRelay

final class WalletAPIClient {
    let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL
    }
}

final class WalletStore {
    var balance = 0
}

final class Ledger {
    private(set) var entries: [String] = []
}

final class WalletSession {
    let baseURL: String
    let changes = BehaviorRelay<Int>(value: 0)

    init(baseURL: String) {
        self.baseURL = baseURL
    }
}

/// A RIBs worker: one per interactor scope, never shared.
final class WalletExportWorker: Worker {
    private var started = false
}

final class WalletCache {}
final class AmountFormatter {}
final class WalletHistory {}
final class WalletExporter {}

struct WalletConfig {
    let currency: String
}

enum WalletMode {
    case compact
    case expanded
}

/// Not a component: a computed property constructing an object here is not checked.
final class WalletFactory {
    var client: WalletAPIClient { WalletAPIClient(baseURL: "https://api.example.com") }
}
