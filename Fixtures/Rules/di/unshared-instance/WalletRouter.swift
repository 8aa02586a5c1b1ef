import RIBs

protocol WalletInteractable: Interactable {
    var router: WalletRouting? { get set }
    var listener: WalletListener? { get set }
}

protocol WalletViewControllable: ViewControllable {}

final class WalletRouter: ViewableRouter<WalletInteractable, WalletViewControllable>, WalletRouting {
    init(interactor: WalletInteractable, viewController: WalletViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
