import RIBs

protocol LoansInteractable: Interactable {
    var router: LoansRouting? { get set }
    var listener: LoansListener? { get set }
}

protocol LoansViewControllable: ViewControllable {}

final class LoansRouter: ViewableRouter<LoansInteractable, LoansViewControllable>, LoansRouting {
    init(interactor: LoansInteractable, viewController: LoansViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
