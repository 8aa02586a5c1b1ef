import RIBs

protocol PlayerInteractable: Interactable {
    var router: PlayerRouting? { get set }
    var listener: PlayerListener? { get set }
}

protocol PlayerViewControllable: ViewControllable {}

final class PlayerRouter: ViewableRouter<PlayerInteractable, PlayerViewControllable>, PlayerRouting {
    init(interactor: PlayerInteractable, viewController: PlayerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
