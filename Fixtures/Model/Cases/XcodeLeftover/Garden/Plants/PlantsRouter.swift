import RIBs

protocol PlantsInteractable: Interactable {
    var router: PlantsRouting? { get set }
    var listener: PlantsListener? { get set }
}

protocol PlantsViewControllable: ViewControllable {}

final class PlantsRouter: ViewableRouter<PlantsInteractable, PlantsViewControllable>, PlantsRouting {
    override init(interactor: PlantsInteractable, viewController: PlantsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
