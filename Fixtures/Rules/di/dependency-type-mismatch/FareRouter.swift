import RIBs

protocol FareInteractable: Interactable {
    var router: FareRouting? { get set }
    var listener: FareListener? { get set }
}

protocol FareViewControllable: ViewControllable {}

final class FareRouter: ViewableRouter<FareInteractable, FareViewControllable>, FareRouting {
    init(interactor: FareInteractable, viewController: FareViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
