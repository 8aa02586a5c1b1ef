import RIBs

protocol TrackingDependency: Dependency {
    var parcelStore: ParcelStore { get }
}

final class TrackingComponent: Component<TrackingDependency> {
    var parcelStore: ParcelStore { dependency.parcelStore }
}

// MARK: - Builder

protocol TrackingBuildable: Buildable {
    func build(withListener listener: TrackingListener) -> TrackingRouting
}

final class TrackingBuilder: Builder<TrackingDependency>, TrackingBuildable {
    override init(dependency: TrackingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TrackingListener) -> TrackingRouting {
        let component = TrackingComponent(dependency: dependency)
        let viewController = TrackingViewController()
        let interactor = TrackingInteractor(presenter: viewController, parcels: component.parcelStore)
        interactor.listener = listener
        return TrackingRouter(interactor: interactor, viewController: viewController)
    }
}
