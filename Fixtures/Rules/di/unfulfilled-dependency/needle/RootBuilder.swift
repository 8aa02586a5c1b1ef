import NeedleFoundation
import RIBs

// Needle's BootstrapComponent is a Component<EmptyDependency>; spelled out here so that the
// default vocabulary (Component) recognises it.
final class RootComponent: Component<EmptyDependency> {
    var userSession: UserSession { shared { UserSession() } }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: SimpleComponentizedBuilder<RootComponent, LaunchRouting>, RootBuildable {
    override func build(with component: RootComponent) -> LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let homeBuilder = HomeBuilder { HomeComponent(parent: component) }
        let settingsBuilder = SettingsBuilder { SettingsComponent(parent: component) }
        return RootRouter(interactor: interactor, viewController: viewController,
                          homeBuilder: homeBuilder, settingsBuilder: settingsBuilder)
    }
}
