import RIBs

protocol PlayerPresentable: Presentable {
    var listener: PlayerPresentableListener? { get set }
}

protocol PlayerListener: AnyObject {
    func playerDidClose()
}

protocol PlayerInteractable: Interactable {}

/// A leaf: no children, no router, as every RIB of this project.
final class PlayerInteractor: PresentableInteractor<PlayerPresentable>, PlayerInteractable, PlayerPresentableListener {
    weak var listener: PlayerListener?

    private let engine: AudioEngine

    init(presenter: PlayerPresentable, engine: AudioEngine) {
        self.engine = engine
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
