import RIBs

protocol HomeRouting: ViewableRouting {
    func routeToDetail(itemId: String)
    func closeDetail()
    func attachBanner()
    func cleanupViews()
    func showSpotlight()
    func hideSpotlight()
}

protocol HomePresentable: Presentable {
    var listener: HomePresentableListener? { get set }
}

protocol HomeListener: AnyObject {}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable, HomePresentableListener {
    weak var router: HomeRouting?
    weak var listener: HomeListener?

    override init(presenter: HomePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        router?.attachBanner()
        router?.showSpotlight()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
        router?.hideSpotlight()
    }
}
