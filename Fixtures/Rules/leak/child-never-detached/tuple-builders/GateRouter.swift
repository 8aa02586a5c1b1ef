import RIBs

protocol GateInteractable: Interactable, WelcomeListener, LobbyListener {
    var router: GateRouting? { get set }
}

protocol GateViewControllable: ViewControllable {}

// The children's builders return a tuple: the router and a title for the screen.
final class GateRouter: LaunchRouter<GateInteractable, GateViewControllable>, GateRouting {
    private let welcomeBuilder: WelcomeBuildable
    private let lobbyBuilder: LobbyBuildable
    private var current: ViewableRouting?

    init(interactor: GateInteractable, viewController: GateViewControllable,
         welcomeBuilder: WelcomeBuildable, lobbyBuilder: LobbyBuildable) {
        self.welcomeBuilder = welcomeBuilder
        self.lobbyBuilder = lobbyBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Clean: the tuple's router is kept in `current`, which the helper detaches and clears
    // before the next one is attached.
    func routeToWelcome() {
        detachCurrent()
        let made = welcomeBuilder.build(withListener: interactor)
        attachChild(made.router)
        current = made.router
    }

    // The tuple's router is attached and kept nowhere: nothing can detach it.
    func routeToLobby() {
        let made = lobbyBuilder.build(withListener: interactor)
        attachChild(made.router) // expect: leak/child-never-detached
    }

    private func detachCurrent() {
        if let current {
            detachChild(current)
            self.current = nil
        }
    }
}
