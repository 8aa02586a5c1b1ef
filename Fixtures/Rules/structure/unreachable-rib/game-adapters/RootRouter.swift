import RIBs

protocol RootInteractable: Interactable, GameListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private var currentGame: ViewableRouting?

    override init(interactor: RootInteractable, viewController: RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToGame(with builder: GameBuildable) {
        detachCurrentGame()
        let game = builder.build(withListener: interactor)
        currentGame = game
        attachChild(game)
        viewController.present(viewController: game.viewControllable)
    }

    func routeToLobby() {
        detachCurrentGame()
    }

    private func detachCurrentGame() {
        guard let game = currentGame else { return }
        viewController.dismiss(viewController: game.viewControllable)
        detachChild(game)
        currentGame = nil
    }
}
