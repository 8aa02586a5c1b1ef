import RIBs

protocol AlbumRouting: ViewableRouting {
    func routeToPhoto()
    func routeToMap()
}

protocol AlbumPresentable: Presentable {
    var listener: AlbumPresentableListener? { get set }
}

protocol AlbumListener: AnyObject {
    func albumDidFinish()
}

final class AlbumInteractor: PresentableInteractor<AlbumPresentable>, AlbumInteractable, AlbumPresentableListener {
    weak var router: AlbumRouting?
    weak var listener: AlbumListener?

    override init(presenter: AlbumPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didTapPhoto() {
        router?.routeToPhoto()
    }

    func didTapMap() {
        router?.routeToMap()
    }
}
