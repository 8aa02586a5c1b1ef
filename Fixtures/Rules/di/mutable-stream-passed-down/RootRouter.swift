import RIBs

protocol RootInteractable: Interactable, GameListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let gameBuilder: GameBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, gameBuilder: GameBuildable) {
        self.gameBuilder = gameBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let game = gameBuilder.build(withListener: interactor)
        attachChild(game)
    }
}
