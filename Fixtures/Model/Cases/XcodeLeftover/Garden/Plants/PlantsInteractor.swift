import RIBs

protocol PlantsRouting: ViewableRouting {}

protocol PlantsPresentable: Presentable {
    var listener: PlantsPresentableListener? { get set }
    func show(plants: [String])
}

protocol PlantsListener: AnyObject {
    func plantsDidRequestRefresh()
}

final class PlantsInteractor: PresentableInteractor<PlantsPresentable>, PlantsInteractable, PlantsPresentableListener {
    weak var router: PlantsRouting?
    weak var listener: PlantsListener?

    private let schedule: WateringSchedule

    init(presenter: PlantsPresentable, schedule: WateringSchedule) {
        self.schedule = schedule
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(plants: ["fern", "basil"].filter { schedule.nextWatering(for: $0) != nil })
    }

    func didPullToRefresh() {
        listener?.plantsDidRequestRefresh()
    }
}
