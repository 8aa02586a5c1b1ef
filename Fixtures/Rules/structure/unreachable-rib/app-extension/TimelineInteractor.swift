import RIBs

protocol TimelineRouting: ViewableRouting {}

protocol TimelinePresentable: Presentable {
    var listener: TimelinePresentableListener? { get set }
}

protocol TimelineListener: AnyObject {}

final class TimelineInteractor: PresentableInteractor<TimelinePresentable>, TimelineInteractable, TimelinePresentableListener {
    weak var router: TimelineRouting?
    weak var listener: TimelineListener?

    private let store: JournalStore

    init(presenter: TimelinePresentable, store: JournalStore) {
        self.store = store
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
