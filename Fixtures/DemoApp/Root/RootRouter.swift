import RIBs

protocol RootInteractable: Interactable, WelcomeListener, RidingListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable, ScreenPresenting {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let welcomeBuilder: WelcomeBuildable
    private let ridingBuilder: RidingBuildable
    private(set) var welcome: WelcomeRouting?
    private(set) var riding: RidingRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        welcomeBuilder: WelcomeBuildable,
        ridingBuilder: RidingBuildable
    ) {
        self.welcomeBuilder = welcomeBuilder
        self.ridingBuilder = ridingBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToWelcome()
    }

    func routeToWelcome() {
        guard welcome == nil else { return }
        detachRiding()
        let welcome = welcomeBuilder.build(withListener: interactor)
        self.welcome = welcome
        attachChild(welcome)
        viewController.present(welcome.viewControllable)
    }

    func routeToRiding(rider: Rider) {
        guard riding == nil else { return }
        detachWelcome()
        let riding = ridingBuilder.build(withListener: interactor, rider: rider)
        self.riding = riding
        attachChild(riding)
    }

    private func detachWelcome() {
        guard let welcome = welcome else { return }
        viewController.dismiss(welcome.viewControllable)
        detachChild(welcome)
        self.welcome = nil
    }

    private func detachRiding() {
        guard let riding = riding else { return }
        // Riding shows its screens on ours: it takes them down before it goes.
        riding.cleanupViews()
        detachChild(riding)
        self.riding = nil
    }
}
