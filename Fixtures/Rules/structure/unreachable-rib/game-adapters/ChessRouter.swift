import RIBs

protocol ChessInteractable: Interactable {
    var router: ChessRouting? { get set }
    var listener: ChessListener? { get set }
}

protocol ChessViewControllable: ViewControllable {}

final class ChessRouter: ViewableRouter<ChessInteractable, ChessViewControllable>, ChessRouting {
    init(interactor: ChessInteractable, viewController: ChessViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
