import RIBs

protocol StatsInteractable: Interactable {
    var router: StatsRouting? { get set }
    var listener: StatsListener? { get set }
}

protocol StatsViewControllable: ViewControllable {}

final class StatsRouter: ViewableRouter<StatsInteractable, StatsViewControllable>, StatsRouting {
    init(interactor: StatsInteractable, viewController: StatsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
