import RIBs

protocol StoreRouting: ViewableRouting {}

protocol StorePresentable: Presentable {
    var listener: StorePresentableListener? { get set }
}

protocol StoreListener: AnyObject {}

final class StoreInteractor: PresentableInteractor<StorePresentable>, StoreInteractable, StorePresentableListener {
    weak var router: StoreRouting?
    weak var listener: StoreListener?

    private let currency: String

    init(presenter: StorePresentable, currency: String) {
        self.currency = currency
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
