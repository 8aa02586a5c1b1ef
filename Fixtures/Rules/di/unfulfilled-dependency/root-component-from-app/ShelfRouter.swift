import RIBs

protocol ShelfInteractable: Interactable {
    var router: ShelfRouting? { get set }
    var listener: ShelfListener? { get set }
}

protocol ShelfViewControllable: ViewControllable {}

final class ShelfRouter: ViewableRouter<ShelfInteractable, ShelfViewControllable>, ShelfRouting {
    init(interactor: ShelfInteractable, viewController: ShelfViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
