import RIBs

protocol UnlockInteractable: Interactable {
    var router: UnlockRouting? { get set }
    var listener: UnlockListener? { get set }
    // The router forwards this stream; only Unlock's own router reads the interactable, so this
    // is not the parent-facing surface (UnlockRouting is, and is flagged).
    var unlockProgress: AnyPublisher<Double, Never> { get }
}

protocol UnlockViewControllable: ViewControllable {}

final class UnlockRouter: ViewableRouter<UnlockInteractable, UnlockViewControllable>, UnlockRouting {
    override init(interactor: UnlockInteractable, viewController: UnlockViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    var unlockProgress: AnyPublisher<Double, Never> {
        interactor.unlockProgress
    }
}
