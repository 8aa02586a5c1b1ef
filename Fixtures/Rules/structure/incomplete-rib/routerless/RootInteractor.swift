import RIBs

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootInteractable: Interactable, LibraryListener, PlayerListener {}

/// Routes by itself: holds its children's buildables and attaches them.
final class RootInteractor: ParentInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    private let libraryBuilder: LibraryBuildable
    private let playerBuilder: PlayerBuildable
    private var library: LibraryInteractable?
    private var player: PlayerInteractable?

    init(presenter: RootPresentable, libraryBuilder: LibraryBuildable, playerBuilder: PlayerBuildable) {
        self.libraryBuilder = libraryBuilder
        self.playerBuilder = playerBuilder
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let library = libraryBuilder.build(withListener: self)
        self.library = library
        attach(child: library)
    }

    override func willResignActive() {
        super.willResignActive()
        closePlayer()
        if let library = library {
            detach(child: library)
            self.library = nil
        }
    }

    // MARK: - LibraryListener

    func libraryDidPick(song: String) {
        guard player == nil else { return }
        let player = playerBuilder.build(withListener: self)
        self.player = player
        attach(child: player)
    }

    // MARK: - PlayerListener

    func playerDidClose() {
        closePlayer()
    }

    private func closePlayer() {
        guard let player = player else { return }
        detach(child: player)
        self.player = nil
    }
}
