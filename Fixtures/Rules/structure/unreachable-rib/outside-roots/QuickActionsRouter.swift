import RIBs

protocol QuickActionsInteractable: Interactable {
    var router: QuickActionsRouting? { get set }
    var listener: QuickActionsListener? { get set }
}

protocol QuickActionsViewControllable: ViewControllable {}

final class QuickActionsRouter: ViewableRouter<QuickActionsInteractable, QuickActionsViewControllable>, QuickActionsRouting {
    init(interactor: QuickActionsInteractable, viewController: QuickActionsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
