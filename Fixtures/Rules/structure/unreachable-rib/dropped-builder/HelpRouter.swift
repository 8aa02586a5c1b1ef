import RIBs

protocol HelpInteractable: Interactable {
    var router: HelpRouting? { get set }
    var listener: HelpListener? { get set }
}

protocol HelpViewControllable: ViewControllable {}

final class HelpRouter: ViewableRouter<HelpInteractable, HelpViewControllable>, HelpRouting {
    init(interactor: HelpInteractable, viewController: HelpViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
