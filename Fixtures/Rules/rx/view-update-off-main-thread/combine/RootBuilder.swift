import RIBs
import Combine

protocol RootDependency: Dependency {
    var fares: AnyPublisher<Int, Never> { get }
}

final class RootComponent: Component<RootDependency> {
    var fares: AnyPublisher<Int, Never> { dependency.fares }
}

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
        let interactor = RootInteractor(presenter: viewController, fares: component.fares)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
