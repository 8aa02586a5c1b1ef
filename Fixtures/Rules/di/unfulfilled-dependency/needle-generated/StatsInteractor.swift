import RIBs

protocol StatsRouting: ViewableRouting {}

protocol StatsPresentable: Presentable {
    var listener: StatsPresentableListener? { get set }
}

protocol StatsListener: AnyObject {}

final class StatsInteractor: PresentableInteractor<StatsPresentable>, StatsInteractable, StatsPresentableListener {
    weak var router: StatsRouting?
    weak var listener: StatsListener?

    private let store: WorkoutStore

    init(presenter: StatsPresentable, store: WorkoutStore) {
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
