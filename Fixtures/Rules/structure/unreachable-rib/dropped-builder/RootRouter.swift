import RIBs

protocol RootInteractable: Interactable, HelpListener, PromoListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let helpBuilder: HelpBuildable
    private var help: HelpRouting?

    // Only Help's builder comes in: the router has no PromoBuildable to build Promo with.
    init(interactor: RootInteractable, viewController: RootViewControllable, helpBuilder: HelpBuildable) {
        self.helpBuilder = helpBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHelp() {
        guard help == nil else { return }
        let help = helpBuilder.build(withListener: interactor)
        self.help = help
        attachChild(help)
        viewController.present(viewController: help.viewControllable)
    }

    func routeBackFromHelp() {
        guard let help = help else { return }
        detachChild(help)
        viewController.dismiss(viewController: help.viewControllable)
        self.help = nil
    }
}
