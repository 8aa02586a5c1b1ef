import Foundation

final class WalletAPIClient {
    let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL
    }
}

final class WalletStore {}
final class Ledger {}
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
