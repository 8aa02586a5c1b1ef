import RIBs

protocol WelcomeInteractable: Interactable {
    var router: WelcomeRouting? { get set }
    var listener: WelcomeListener? { get set }
}

protocol WelcomeViewControllable: ViewControllable {}

final class WelcomeRouter: ViewableRouter<WelcomeInteractable, WelcomeViewControllable>, WelcomeRouting {
    override init(interactor: WelcomeInteractable, viewController: WelcomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
