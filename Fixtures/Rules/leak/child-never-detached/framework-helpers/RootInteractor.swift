import RIBs

protocol RootRouting: ViewableRouting {
    func routeToShare()
    func routeToMap()
    func routeAfterAlbum()
    func closeAlbum()
}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?
    // Album's router, which this interactor may reach: detaching its children is no detach of Root's.
    weak var albumRouter: AlbumRouting?

    override init(presenter: RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didTapShare() {
        albumRouter?.detachAll()
        router?.routeToShare()
    }

    func didTapMap() {
        router?.routeToMap()
    }

    // Album's listener call: Album sends it once, and the route detaches Album.
    func albumDidFinish() {
        router?.routeAfterAlbum()
    }

    // The view's button: tapped as often as the user likes.
    func didTapClose() {
        router?.closeAlbum()
    }
}
