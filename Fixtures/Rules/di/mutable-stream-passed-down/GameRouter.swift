import RIBs

protocol GameInteractable: Interactable, ScoreboardListener {
    var router: GameRouting? { get set }
    var listener: GameListener? { get set }
}

protocol GameViewControllable: ViewControllable {}

final class GameRouter: ViewableRouter<GameInteractable, GameViewControllable>, GameRouting {
    private let scoreboardBuilder: ScoreboardBuildable

    init(interactor: GameInteractable, viewController: GameViewControllable, scoreboardBuilder: ScoreboardBuildable) {
        self.scoreboardBuilder = scoreboardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let scoreboard = scoreboardBuilder.build(withListener: interactor)
        attachChild(scoreboard)
    }
}
