import RIBs

protocol PlanRouting: ViewableRouting {}

protocol PlanPresentable: Presentable {
    var listener: PlanPresentableListener? { get set }
}

protocol PlanListener: AnyObject {}

final class PlanInteractor: PresentableInteractor<PlanPresentable>, PlanInteractable, PlanPresentableListener {
    weak var router: PlanRouting?
    weak var listener: PlanListener?

    private let calendar: PlanCalendar

    init(presenter: PlanPresentable, calendar: PlanCalendar) {
        self.calendar = calendar
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
