import RIBs

protocol GameRouting: ViewableRouting {}

protocol GamePresentable: Presentable {
    var listener: GamePresentableListener? { get set }
}

protocol GameListener: AnyObject {}

final class GameInteractor: PresentableInteractor<GamePresentable>, GameInteractable, GamePresentableListener {
    weak var router: GameRouting?
    weak var listener: GameListener?

    private let scoreStream: MutableScoreStream

    init(presenter: GamePresentable, scoreStream: MutableScoreStream) {
        self.scoreStream = scoreStream
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
