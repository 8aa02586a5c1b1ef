import RIBs
import RxSwift

protocol RootRouting: ViewableRouting {}

protocol RootPresentable: Presentable {
    var listener: RootPresentableListener? { get set }
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: RootRouting?
    weak var listener: RootListener?

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

    // Story is Root's grandchild (Root > Feed > Story): reaching it is upward too.
    func feedDidOpenStory(_ story: StoryRouting) {
        story.lifecycle
            .subscribe(onNext: { _ in }) // expect: rx/upward-subscription
            .disposeOnDeactivate(interactor: self)
    }
}
