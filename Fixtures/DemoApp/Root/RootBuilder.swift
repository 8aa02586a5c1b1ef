import RIBs

/// The root has no parent scope: it gets the app's services as a build argument.
protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {
    let services: PedalServices
    /// The screen every signed-in flow shows its screens on (Riding has none of its own).
    let rootViewController: RootViewController

    init(dependency: RootDependency, services: PedalServices, rootViewController: RootViewController) {
        self.services = services
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build(services: PedalServices) -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build(services: PedalServices) -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, services: services, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            welcomeBuilder: WelcomeBuilder(dependency: component),
            ridingBuilder: RidingBuilder(dependency: component)
        )
    }
}
