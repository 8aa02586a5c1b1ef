import RIBs

protocol ScoreboardInteractable: Interactable {
    var router: ScoreboardRouting? { get set }
    var listener: ScoreboardListener? { get set }
}

protocol ScoreboardViewControllable: ViewControllable {}

final class ScoreboardRouter: ViewableRouter<ScoreboardInteractable, ScoreboardViewControllable>, ScoreboardRouting {
    init(interactor: ScoreboardInteractable, viewController: ScoreboardViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
