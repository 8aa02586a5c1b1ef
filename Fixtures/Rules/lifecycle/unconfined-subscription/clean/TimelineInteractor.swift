import Combine
import RIBs
import RxSwift

protocol TimelineRouting: ViewableRouting {}

protocol TimelinePresentable: Presentable {
    var listener: TimelinePresentableListener? { get set }
    func show(posts: [String])
    func show(likes: Int)
}

protocol TimelineListener: AnyObject {}

final class TimelineInteractor: BaseInteractor<TimelinePresentable>, TimelineInteractable, TimelinePresentableListener {
    weak var router: TimelineRouting?
    weak var listener: TimelineListener?

    private let posts: AnyPublisher<[String], Never>
    private let likes: Observable<Int>
    private var bag = DisposeBag()
    private var isLive = true

    init(presenter: TimelinePresentable, posts: AnyPublisher<[String], Never>, likes: Observable<Int>) {
        self.posts = posts
        self.likes = likes
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Emptied by BaseInteractor.willResignActive.
        posts
            .removeDuplicates()
            .sink { [weak self] posts in self?.presenter.show(posts: posts) }
            .store(in: &cancellables)
        if isLive {
            // Reset below with `bag = .init()`.
            likes
                .distinctUntilChanged()
                .subscribe(onNext: { [weak self] count in self?.presenter.show(likes: count) })
                .disposed(by: bag)
        }
        startRefreshing()
    }

    override func willResignActive() {
        super.willResignActive()
        bag = .init()
    }

    private func startRefreshing() {
        posts
            .map(\.count)
            .sink { _ in }
            .cancelOnDeactivate(interactor: self)
    }
}
