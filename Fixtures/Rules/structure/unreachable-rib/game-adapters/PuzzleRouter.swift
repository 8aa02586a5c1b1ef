import RIBs

protocol PuzzleInteractable: Interactable {
    var router: PuzzleRouting? { get set }
    var listener: PuzzleListener? { get set }
}

protocol PuzzleViewControllable: ViewControllable {}

final class PuzzleRouter: ViewableRouter<PuzzleInteractable, PuzzleViewControllable>, PuzzleRouting {
    init(interactor: PuzzleInteractable, viewController: PuzzleViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
