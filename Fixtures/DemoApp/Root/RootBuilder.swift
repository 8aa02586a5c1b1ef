import RIBs

/// What the app hands to the root: the services that reach outside the app.
protocol RootDependency: Dependency {
    var stationService: StationService { get }
    var lockService: BikeLockService { get }
    var gpsFeed: GPSFeed { get }
    var paymentService: PaymentService { get }
}

final class RootComponent: Component<RootDependency> {
    /// The screen every signed-in flow shows its screens on (Riding has none of its own).
    let rootViewController: RootViewController

    init(dependency: RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            welcomeBuilder: WelcomeBuilder(dependency: component),
            ridingBuilder: RidingBuilder(dependency: component)
        )
    }
}
