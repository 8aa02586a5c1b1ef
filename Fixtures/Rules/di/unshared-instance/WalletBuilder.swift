import RIBs
import RxRelay
import RxSwift

protocol WalletDependency: Dependency {
    var baseURL: String { get }
}

final class WalletComponent: Component<WalletDependency> {
    // A new stateful object on every access: two readers get two balances, two ledgers.
    var store: WalletStore { return WalletStore() } // expect: di/unshared-instance
    var ledger: Ledger { // expect: di/unshared-instance
        let ledger = Ledger()
        return ledger
    }
    // A new subject per access: a child that sends on one is never heard on the other.
    var balanceUpdates: PublishSubject<Int> { PublishSubject<Int>() } // expect: di/unshared-instance
    // Stateful through a stored relay.
    var session: WalletSession { WalletSession(baseURL: dependency.baseURL) } // expect: di/unshared-instance

    // Stateless services (only `let`s set at init): a new one per access splits nothing.
    var apiClient: WalletAPIClient { WalletAPIClient(baseURL: dependency.baseURL) }
    // Its one `var` holds the shared API it is handed (only classes adopt `WalletAPI`).
    var gateway: WalletGateway { WalletGateway(api: RemoteWalletAPI()) }
    // Look-alikes with state of their own: one swaps its API later, one holds a struct's copy.
    var switchingGateway: SwitchingWalletGateway { SwitchingWalletGateway(api: RemoteWalletAPI()) } // expect: di/unshared-instance
    var drafts: DraftKeeper { DraftKeeper(store: MemoryDraftStore()) } // expect: di/unshared-instance
    // A child's builder and a worker are factories or scoped to one RIB.
    var exportWorker: WalletExportWorker { WalletExportWorker() }

    // One instance per component.
    var cache: WalletCache { shared { WalletCache() } }
    // Values are copied anyway: constructing them on access is fine.
    var config: WalletConfig { WalletConfig(currency: "EUR") }
    var mode: WalletMode { .compact }
    // Stored or lazy: constructed once.
    let formatter = AmountFormatter()
    lazy var history = WalletHistory()
    // Returns an existing instance.
    var currentCache: WalletCache { cache }
    // A factory method says "new one each call" in its name; SPEC section 4 checks properties.
    func makeExporter() -> WalletExporter {
        WalletExporter()
    }
}

// MARK: - Builder

protocol WalletBuildable: Buildable {
    func build(withListener listener: WalletListener) -> WalletRouting
}

final class WalletBuilder: Builder<WalletDependency>, WalletBuildable {
    override init(dependency: WalletDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: WalletListener) -> WalletRouting {
        let component = WalletComponent(dependency: dependency)
        let viewController = WalletViewController()
        let interactor = WalletInteractor(presenter: viewController, client: component.apiClient, store: component.store)
        interactor.listener = listener
        print(component.ledger, component.currentCache, component.config, component.mode,
              component.formatter, component.history, component.makeExporter(),
              component.gateway, component.switchingGateway, component.drafts)
        return WalletRouter(interactor: interactor, viewController: viewController)
    }
}
