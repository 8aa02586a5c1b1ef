import RIBs

protocol UnlockInteractable: Interactable {
    var router: UnlockRouting? { get set }
    var listener: UnlockListener? { get set }
    // Deliberate violation: a stream on the Interactable protocol, so the router can forward it.
    var unlockProgress: AnyPublisher<Double, Never> { get } // expect: rx/child-exposes-stream
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
