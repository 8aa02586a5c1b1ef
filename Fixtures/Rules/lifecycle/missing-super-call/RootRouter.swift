import RIBs

protocol RootInteractable: Interactable, AccountListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let accountBuilder: AccountBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, accountBuilder: AccountBuildable) {
        self.accountBuilder = accountBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let account = accountBuilder.build(withListener: interactor)
        attachChild(account)
    }
}
