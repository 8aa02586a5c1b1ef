import RIBs
import RxSwift

protocol StoryRouting: ViewableRouting {}

protocol StoryPresentable: Presentable {
    var listener: StoryPresentableListener? { get set }
    // Streams from the presenter to its own interactor are not parent-facing.
    var swipes: Observable<Void> { get }
}

protocol StoryListener: AnyObject {
    // Implemented by the parent: Story listening to it is not upward (and a Listener protocol
    // is not parent-facing surface for rx/child-exposes-stream).
    var feedIsVisible: Observable<Bool> { get }
    func storyDidClose()
}

final class StoryInteractor: PresentableInteractor<StoryPresentable>, StoryInteractable, StoryPresentableListener {
    weak var router: StoryRouting?
    weak var listener: StoryListener?

    private let playbackRate: Observable<Double>
    private let eventSubject = PublishSubject<StoryEvent>()

    var events: Observable<StoryEvent> { eventSubject.asObservable() }

    init(presenter: StoryPresentable, playbackRate: Observable<Double>) {
        self.playbackRate = playbackRate
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        playbackRate
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)
        presenter.swipes
            .subscribe(onNext: { [weak self] in self?.eventSubject.onNext(.skipped) })
            .disposeOnDeactivate(interactor: self)
        guard let listener = listener else { return }
        listener.feedIsVisible
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
