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

protocol WalletAPI {
    var token: String? { get set }
}

final class RemoteWalletAPI: WalletAPI {
    var token: String?
}

final class CachedWalletAPI: WalletAPI {
    var token: String?
}

/// Holds the API it is handed in a `var` only because `WalletAPI` is not class-bound: signing
/// out writes through it to the one shared API object. A new gateway per access splits nothing.
final class WalletGateway {
    private var api: WalletAPI

    init(api: WalletAPI) {
        self.api = api
    }

    func signOut() {
        api.token = nil
    }
}

/// The same shape, but it swaps its API later: each gateway then has an API of its own.
final class SwitchingWalletGateway {
    private var api: WalletAPI

    init(api: WalletAPI) {
        self.api = api
    }

    func goOffline() {
        self.api = CachedWalletAPI()
    }
}

protocol DraftStore {
    var text: String { get set }
}

struct MemoryDraftStore: DraftStore {
    var text = ""
}

/// Injected too, but a struct adopts the protocol: each keeper clears its own copy.
final class DraftKeeper {
    private var store: DraftStore

    init(store: DraftStore) {
        self.store = store
    }

    func clear() {
        store.text = ""
    }
}
