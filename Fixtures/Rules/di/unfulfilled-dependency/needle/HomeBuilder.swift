import NeedleFoundation
import RIBs

protocol HomeDependency: Dependency {}

/// Built with a parent and no explicit conformance: Needle style, requirements are looked up
/// along the path from the root.
final class HomeComponent: Component<HomeDependency> {
    // Home does not declare userSession: Profile gets it from the grand-parent, RootComponent.
    var theme: Theme { .dark }
}

// MARK: - Builder

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: ComponentizedBuilder<HomeComponent, HomeRouting, HomeListener, Void>, HomeBuildable {
    override func build(with component: HomeComponent, _ listener: HomeListener) -> HomeRouting {
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder { ProfileComponent(parent: component) }
        return HomeRouter(interactor: interactor, viewController: viewController, profileBuilder: profileBuilder)
    }

    func build(withListener listener: HomeListener) -> HomeRouting {
        build(withDynamicBuildDependency: listener, dynamicComponentDependency: ()).1
    }
}
