import RIBs

protocol RootInteractable: Interactable, PlayerListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let playerBuilder: PlayerBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, playerBuilder: PlayerBuildable) {
        self.playerBuilder = playerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let player = playerBuilder.build(withListener: interactor)
        attachChild(player)
    }
}
