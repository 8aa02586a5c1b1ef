import RIBs

protocol RootDependency: Dependency {
    var flightIndex: FlightIndex { get }
}

final class RootComponent: Component<RootDependency> {
    var flightIndex: FlightIndex { dependency.flightIndex }
}

extension RootComponent: SearchDependency {}

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
        // Root builds Search through the adapter: Root is Search's parent.
        let searchBuilder = SearchBuilderAdapter(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, searchBuilder: searchBuilder)
    }
}
