import RIBs

protocol RootDependency: Dependency {
    var parcelStore: ParcelStore { get }
}

final class RootComponent: Component<RootDependency> {
    var parcelStore: ParcelStore { dependency.parcelStore }
}

extension RootComponent: TrackingDependency {}

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
        let trackingBuilder = TrackingBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, trackingBuilder: trackingBuilder)
    }
}
