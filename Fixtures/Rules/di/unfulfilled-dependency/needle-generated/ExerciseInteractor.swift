import RIBs

protocol ExerciseRouting: ViewableRouting {}

protocol ExercisePresentable: Presentable {
    var listener: ExercisePresentableListener? { get set }
}

protocol ExerciseListener: AnyObject {}

final class ExerciseInteractor: PresentableInteractor<ExercisePresentable>, ExerciseInteractable, ExercisePresentableListener {
    weak var router: ExerciseRouting?
    weak var listener: ExerciseListener?

    private let store: WorkoutStore
    private let calendar: PlanCalendar
    private let monitor: HeartRateMonitor

    init(presenter: ExercisePresentable, store: WorkoutStore, calendar: PlanCalendar, monitor: HeartRateMonitor) {
        self.store = store
        self.calendar = calendar
        self.monitor = monitor
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
