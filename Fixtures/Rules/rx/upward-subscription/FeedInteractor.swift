import RIBs
import RxCocoa
import RxSwift

protocol FeedRouting: ViewableRouting {
    func routeToStory()
    func closeStory()
}

protocol FeedPresentable: Presentable {
    var listener: FeedPresentableListener? { get set }
    var refreshes: Observable<Void> { get }
    func show(items: [String])
    func show(progress: Double)
}

protocol FeedListener: AnyObject {}

final class FeedInteractor: PresentableInteractor<FeedPresentable>, FeedInteractable, FeedPresentableListener {
    weak var router: FeedRouting?
    weak var listener: FeedListener?

    private let feedUpdates: Observable<[String]>
    private let cache: FeedCache
    private let storyProgress: StoryProgressTracker
    private let visibility = BehaviorRelay<Bool>(value: false)

    var feedIsVisible: Observable<Bool> { visibility.asObservable() }

    init(presenter: FeedPresentable, feedUpdates: Observable<[String]>, cache: FeedCache, storyProgress: StoryProgressTracker) {
        self.feedUpdates = feedUpdates
        self.cache = cache
        self.storyProgress = storyProgress
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        visibility.accept(true)

        // Reaches into Story through a type declared only in Story's files; Story should report
        // through StoryListener instead.
        storyProgress.progress
            .subscribe(onNext: { [weak self] value in self?.presenter.show(progress: value) }) // expect: rx/upward-subscription
            .disposeOnDeactivate(interactor: self)

        // A stream handed down by the parent (FeedDependency): downward, clean.
        feedUpdates
            .subscribe(onNext: { [weak self] items in self?.presenter.show(items: items) })
            .disposeOnDeactivate(interactor: self)
        // Feed's own presenter and Feed's own type: clean.
        presenter.refreshes
            .subscribe(onNext: { [weak self] in self?.router?.closeStory() })
            .disposeOnDeactivate(interactor: self)
        cache.changes
            .subscribe(onNext: { _ in })
            .disposeOnDeactivate(interactor: self)
    }

    override func willResignActive() {
        super.willResignActive()
        visibility.accept(false)
    }

    // Called by FeedRouter with the child it attached.
    func storyDidOpen(_ story: StoryInteractable) {
        story.events
            .subscribe(onNext: { [weak self] _ in self?.router?.closeStory() }) // expect: rx/upward-subscription
            .disposeOnDeactivate(interactor: self)
    }

    func storyDidClose() {
        router?.closeStory()
    }
}
