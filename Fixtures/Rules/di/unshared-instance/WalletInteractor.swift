import RIBs

protocol WalletRouting: ViewableRouting {}

protocol WalletPresentable: Presentable {
    var listener: WalletPresentableListener? { get set }
}

protocol WalletListener: AnyObject {}

final class WalletInteractor: PresentableInteractor<WalletPresentable>, WalletInteractable, WalletPresentableListener {
    weak var router: WalletRouting?
    weak var listener: WalletListener?

    private let client: WalletAPIClient
    private let store: WalletStore

    init(presenter: WalletPresentable, client: WalletAPIClient, store: WalletStore) {
        self.client = client
        self.store = store
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
