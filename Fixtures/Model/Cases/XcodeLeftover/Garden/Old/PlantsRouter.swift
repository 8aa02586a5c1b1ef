import RIBs

protocol PlantsInteractable: Interactable {
    var router: PlantsRouting? { get set }
    var listener: PlantsListener? { get set }
}

final class PlantsRouter: Router<PlantsInteractable>, PlantsRouting {
    override init(interactor: PlantsInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
