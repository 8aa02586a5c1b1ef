import RIBs

protocol QuickActionsRouting: ViewableRouting {}

protocol QuickActionsPresentable: Presentable {
    var listener: QuickActionsPresentableListener? { get set }
}

protocol QuickActionsListener: AnyObject {}

// Clean: built and activated by AppDelegate, outside every RIB: the root of its own tree.
final class QuickActionsInteractor: PresentableInteractor<QuickActionsPresentable>, QuickActionsInteractable, QuickActionsPresentableListener {
    weak var router: QuickActionsRouting?
    weak var listener: QuickActionsListener?

    private let parcels: ParcelStore

    init(presenter: QuickActionsPresentable, parcels: ParcelStore) {
        self.parcels = parcels
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
