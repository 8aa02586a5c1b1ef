import RIBs

protocol MenuRouting: ViewableRouting {}

protocol MenuPresentable: Presentable {
    var listener: MenuPresentableListener? { get set }
}

protocol MenuListener: AnyObject {}

final class MenuInteractor: PresentableInteractor<MenuPresentable>, MenuInteractable, MenuPresentableListener {
    weak var router: MenuRouting?
    weak var listener: MenuListener?

    private let kitchenClient: KitchenClient

    init(presenter: MenuPresentable, kitchenClient: KitchenClient) {
        self.kitchenClient = kitchenClient
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
