import RIBs

protocol PlaylistPresentable: Presentable {
    var listener: PlaylistPresentableListener? { get set }
}

protocol PlaylistListener: AnyObject {
    func playlistDidChoose(song: String)
}

protocol PlaylistInteractable: Interactable {}

/// A leaf: no children, no router, as every RIB of this project.
final class PlaylistInteractor: PresentableInteractor<PlaylistPresentable>, PlaylistInteractable, PlaylistPresentableListener {
    weak var listener: PlaylistListener?

    private let catalog: SongCatalog

    init(presenter: PlaylistPresentable, catalog: SongCatalog) {
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
