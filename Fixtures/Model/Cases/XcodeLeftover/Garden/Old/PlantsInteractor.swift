import RIBs

protocol PlantsRouting: Routing {}

protocol PlantsListener: AnyObject {}

final class PlantsInteractor: Interactor, PlantsInteractable {
    weak var router: PlantsRouting?
    weak var listener: PlantsListener?
}
