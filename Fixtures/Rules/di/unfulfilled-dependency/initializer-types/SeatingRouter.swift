import RIBs

protocol SeatingInteractable: Interactable {
    var router: SeatingRouting? { get set }
    var listener: SeatingListener? { get set }
}

protocol SeatingViewControllable: ViewControllable {}

final class SeatingRouter: ViewableRouter<SeatingInteractable, SeatingViewControllable>, SeatingRouting {
    init(interactor: SeatingInteractable, viewController: SeatingViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
