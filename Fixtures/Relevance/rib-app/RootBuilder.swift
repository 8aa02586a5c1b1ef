// relevance: needed (declares RIB parts)
import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController, scores: ScoreService())
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
