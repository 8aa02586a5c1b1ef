import RIBs
import RxCocoa
import RxSwift

protocol FeedRouting: ViewableRouting {}

protocol FeedPresentable: Presentable {
    var listener: FeedPresentableListener? { get set }
    var query: Driver<String> { get }
    var taps: Signal<Void> { get }
    func show(items: [String])
}

protocol FeedListener: AnyObject {}

final class FeedInteractor: BaseInteractor<FeedPresentable>, FeedInteractable, FeedPresentableListener {
    weak var router: FeedRouting?
    weak var listener: FeedListener?

    private let feedService: FeedServicing
    private let pollingWorker: FeedWorker
    private let unreadCount = BehaviorRelay<Int>(value: 0)
    /// Never reset: lives as long as the interactor, not as long as it is active.
    private let permanentBag = DisposeBag()
    /// Reset in willResignActive below.
    private var sessionBag = DisposeBag()
    /// Disposed and replaced in willResignActive below.
    private var activeDisposables = CompositeDisposable()
    /// Never disposed.
    private let pendingDisposables = CompositeDisposable()
    /// Disposed in willResignActive below.
    private var refreshDisposable: Disposable?
    /// Never disposed.
    private var pollingDisposable: Disposable?

    init(presenter: FeedPresentable, feedService: FeedServicing, pollingWorker: FeedWorker) {
        self.feedService = feedService
        self.pollingWorker = pollingWorker
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        pollingWorker.start(self)

        // MARK: unconfined

        _ = feedService.items.subscribe(onNext: { _ in }) // expect: lifecycle/unconfined-subscription
        feedService.ads
            .subscribe(onNext: { [weak self] ad in self?.presenter.show(items: [ad]) }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        feedService.unreadCount
            .bind(to: unreadCount) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        presenter.taps
            .emit(onNext: { [weak self] in self?.reload() }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        _ = pendingDisposables.insert(presenter.query.drive(onNext: { _ in })) // expect: lifecycle/unconfined-subscription
        pollingDisposable = feedService.refreshes.subscribe(onNext: { [weak self] in self?.reload() }) // expect: lifecycle/unconfined-subscription
        // Trailing-closure and `with:` forms are subscriptions too.
        feedService.ads
            .bind { [weak self] ad in self?.presenter.show(items: [ad]) } // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        feedService.items
            .bind(with: self) { owner, items in owner.presenter.show(items: items) } // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        feedService.refreshes
            .subscribe(with: self, onNext: { owner, _ in owner.reload() }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        // `let _ =` throws the disposable away just like `_ =`; inside `Observable.create` the
        // inner chain then outlives whoever disposes the outer one.
        let forwarded = Observable<String>.create { [weak self] observer in
            let _ = self?.feedService.ads
                .subscribe(onNext: { observer.onNext($0) }) // expect: lifecycle/unconfined-subscription
            return Disposables.create()
        }
        forwarded.subscribe().disposeOnDeactivate(interactor: self)
        // `take(1)` after a time-based operator can still call back after deactivation.
        feedService.ads
            .take(1)
            .timeout(.seconds(5), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.reload() }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)

        // MARK: confined

        // A strong `self` is fine here: the chain ends in disposeOnDeactivate, so the closure is
        // released on deactivation (and it is not stored in a property of self).
        feedService.items
            .subscribe(onNext: { items in self.presenter.show(items: items) })
            .disposeOnDeactivate(interactor: self)
        feedService.unreadCount
            .bind(to: unreadCount)
            .disposeOnDeactivate(interactor: self)
        // Confined on a later line, through a local.
        let adsDisposable = feedService.ads.subscribe(onNext: { _ in })
        adsDisposable.disposeOnDeactivate(interactor: self)
        // `bag` is reset by BaseInteractor.willResignActive.
        presenter.taps
            .emit(onNext: { [weak self] in self?.reload() })
            .disposed(by: bag)
        // `sessionBag` is reset by willResignActive below, insert or disposed(by:) alike.
        sessionBag.insert(feedService.refreshes.subscribe(onNext: { [weak self] in self?.reload() }))
        // The `_ =` discards the insert's key, not the subscription: confined by activeDisposables.
        _ = activeDisposables.insert(presenter.query.drive(onNext: { _ in }))
        refreshDisposable = feedService.refreshes.subscribe(onNext: { _ in })

        // Streams that complete at once end the subscription by themselves: one value, a
        // Single, a zip of finished sources. Nothing outlives the activation.
        Observable.just(20)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.reload() })
            .disposed(by: permanentBag)
        unreadCount
            .take(1)
            .subscribe(onNext: { [weak self] _ in self?.reload() })
            .disposed(by: permanentBag)
        feedService.fetchPage()
            .asMaybe()
            .subscribe(onSuccess: { [weak self] items in self?.presenter.show(items: items) })
            .disposed(by: permanentBag)
        // A service's request answered once: `onSuccess:` is a Single's (or a Maybe's) handler.
        feedService.fetchPage()
            .subscribe(onSuccess: { [weak self] items in self?.presenter.show(items: items) }, onFailure: { _ in })
            .disposed(by: permanentBag)
        // Look-alike: the same answer, delayed past the deactivation.
        feedService.fetchPage()
            .delay(.seconds(30), scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] items in self?.presenter.show(items: items) }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        let first = Observable.just("a")
        let second = Observable.of("b", "c")
        Observable.zip(first, second)
            .subscribe(onNext: { [weak self] _ in self?.reload() })
            .disposed(by: permanentBag)
        // The interactor's own methods that return such a stream end theirs too: one value built
        // from a local list, and the first unread count.
        recentHeadlines()
            .subscribe(onNext: { [weak self] items in self?.presenter.show(items: items) })
            .disposed(by: permanentBag)
        _ = self.currentUnreadCount().map { $0 + 1 }.subscribe(onNext: { [weak self] _ in self?.reload() })
        // Look-alikes: an own method that hands back the live stream, and one whose branch may.
        liveHeadlines()
            .subscribe(onNext: { [weak self] items in self?.presenter.show(items: items) }) // expect: lifecycle/unconfined-subscription
            .disposed(by: permanentBag)
        _ = self.headlines(cached: true).subscribe(onNext: { _ in }) // expect: lifecycle/unconfined-subscription

        // Not a stream: a push client's topic registration shares the name `subscribe`.
        PushCenter.shared.subscribe(toTopic: "feed") { _ in }

        // Not subscriptions: a method whose name only starts with "subscribe", a comment
        // `_ = feedService.items.subscribe(onNext: { _ in })` and a string.
        feedService.subscribeToTopic("news")
        let example = "_ = feedService.items.subscribe(onNext: { _ in })"
        print(example)
    }

    override func willResignActive() {
        super.willResignActive()
        sessionBag = DisposeBag()
        activeDisposables.dispose()
        activeDisposables = CompositeDisposable()
        refreshDisposable?.dispose()
    }

    func reload() {}

    private func recentHeadlines() -> Observable<[String]> {
        let saved = ["Market opens late", "Rain expected"]
        return Observable.just(saved)
    }

    private func currentUnreadCount() -> Observable<Int> {
        unreadCount.asObservable().take(1)
    }

    private func liveHeadlines() -> Observable<[String]> {
        return feedService.items
    }

    private func headlines(cached: Bool) -> Observable<[String]> {
        if !cached {
            return feedService.items
        }
        return Observable.just([])
    }
}
