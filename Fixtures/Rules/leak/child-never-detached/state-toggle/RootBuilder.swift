import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {}

extension RootComponent: LoggedOutDependency, LoggedInDependency, ProfileDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController,
                          loggedOutBuilder: LoggedOutBuilder(dependency: component),
                          loggedInBuilder: LoggedInBuilder(dependency: component),
                          profileBuilder: ProfileBuilder(dependency: component))
    }
}
