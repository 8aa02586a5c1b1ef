import RIBs

protocol ActiveRideDependency: Dependency {
    var gpsFeed: GPSFeed { get }
}

/// ActiveRide itself needs nothing from the GPS feed; it passes it on to RideTracking
/// (see ActiveRideComponent+RideTracking.swift).
final class ActiveRideComponent: Component<ActiveRideDependency> {}

// MARK: - Builder

protocol ActiveRideBuildable: Buildable {
    func build(withListener listener: ActiveRideListener, bikeID: String) -> ActiveRideRouting
}

final class ActiveRideBuilder: Builder<ActiveRideDependency>, ActiveRideBuildable {
    func build(withListener listener: ActiveRideListener, bikeID: String) -> ActiveRideRouting {
        let component = ActiveRideComponent(dependency: dependency)
        let viewController = ActiveRideViewController()
        let interactor = ActiveRideInteractor(presenter: viewController, bikeID: bikeID)
        interactor.listener = listener
        return ActiveRideRouter(
            interactor: interactor,
            viewController: viewController,
            rideTrackingBuilder: RideTrackingBuilder(dependency: component)
        )
    }
}
