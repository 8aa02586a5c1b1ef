import RIBs

protocol InboxInteractable: Interactable {
    var router: InboxRouting? { get set }
    var listener: InboxListener? { get set }
}

protocol InboxViewControllable: ViewControllable {}

final class InboxRouter: ViewableRouter<InboxInteractable, InboxViewControllable>, InboxRouting {
    init(interactor: InboxInteractable, viewController: InboxViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
