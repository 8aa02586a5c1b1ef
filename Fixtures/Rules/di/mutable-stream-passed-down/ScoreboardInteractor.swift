import RIBs

protocol ScoreboardRouting: ViewableRouting {}

protocol ScoreboardPresentable: Presentable {
    var listener: ScoreboardPresentableListener? { get set }
}

protocol ScoreboardListener: AnyObject {}

final class ScoreboardInteractor: PresentableInteractor<ScoreboardPresentable>, ScoreboardInteractable, ScoreboardPresentableListener {
    weak var router: ScoreboardRouting?
    weak var listener: ScoreboardListener?

    override init(presenter: ScoreboardPresentable) {
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
