import RIBs

protocol LibraryPresentable: Presentable {
    var listener: LibraryPresentableListener? { get set }
}

protocol LibraryListener: AnyObject {
    func libraryDidPick(song: String)
}

protocol LibraryInteractable: Interactable, PlaylistListener {}

final class LibraryInteractor: ParentInteractor<LibraryPresentable>, LibraryInteractable, LibraryPresentableListener {
    weak var listener: LibraryListener?

    private let catalog: SongCatalog
    private let playlistBuilder: PlaylistBuildable
    private var playlist: PlaylistInteractable?

    init(presenter: LibraryPresentable, catalog: SongCatalog, playlistBuilder: PlaylistBuildable) {
        self.catalog = catalog
        self.playlistBuilder = playlistBuilder
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let playlist = playlistBuilder.build(withListener: self)
        self.playlist = playlist
        attach(child: playlist)
    }

    override func willResignActive() {
        super.willResignActive()
        if let playlist = playlist {
            detach(child: playlist)
            self.playlist = nil
        }
    }

    // MARK: - PlaylistListener

    func playlistDidChoose(song: String) {
        listener?.libraryDidPick(song: song)
    }
}
