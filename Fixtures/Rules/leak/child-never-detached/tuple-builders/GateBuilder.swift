import RIBs

protocol GateDependency: Dependency {}

final class GateComponent: Component<GateDependency> {}

extension GateComponent: WelcomeDependency, LobbyDependency {}

protocol GateBuildable: Buildable {
    func build() -> LaunchRouting
}

final class GateBuilder: Builder<GateDependency>, GateBuildable {
    func build() -> LaunchRouting {
        let component = GateComponent(dependency: dependency)
        let viewController = GateViewController()
        let interactor = GateInteractor(presenter: viewController)
        return GateRouter(interactor: interactor, viewController: viewController,
                          welcomeBuilder: WelcomeBuilder(dependency: component), lobbyBuilder: LobbyBuilder(dependency: component))
    }
}
