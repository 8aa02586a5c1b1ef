import RIBs

protocol MenuRouting: ViewableRouting {}

protocol MenuPresentable: Presentable {
    var listener: MenuPresentableListener? { get set }
}

protocol MenuListener: AnyObject {}

/// The project's name for the framework's presentable interactor of Menu's screen.
typealias ScreenInteractor = PresentableInteractor<MenuPresentable>

// Clean: MenuInteractor inherits PresentableInteractor through the ScreenInteractor alias, so it
// is Menu's interactor, and Menu has a router and a builder: not structure/incomplete-rib.
final class MenuInteractor: ScreenInteractor, MenuInteractable, MenuPresentableListener {
    weak var router: MenuRouting?
    weak var listener: MenuListener?

    private let catalog: DishCatalog

    init(presenter: MenuPresentable, catalog: DishCatalog) {
        self.catalog = catalog
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
