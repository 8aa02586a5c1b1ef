// relevance: needed (declares RIB parts)
import RIBs
import RxSwift

protocol RootRouting: LaunchRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
    func show(score: String)
}

protocol RootPresentableListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    private let scores: ScoreService

    init(presenter: RootPresentable, scores: ScoreService) {
        self.scores = scores
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scores.latest
            .subscribe(onNext: { [weak self] value in self?.presenter.show(score: "\(value)") })
            .disposeOnDeactivate(interactor: self)
    }
}
