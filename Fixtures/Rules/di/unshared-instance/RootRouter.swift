import RIBs

protocol RootInteractable: Interactable, WalletListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let walletBuilder: WalletBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, walletBuilder: WalletBuildable) {
        self.walletBuilder = walletBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let wallet = walletBuilder.build(withListener: interactor)
        attachChild(wallet)
    }
}
