import RIBs

protocol RideTrackingDependency: Dependency {
    var gpsFeed: GPSFeed { get }
}

final class RideTrackingComponent: Component<RideTrackingDependency> {
    var distanceWorker: DistanceWorker {
        shared { DistanceWorker(positions: dependency.gpsFeed.positions) }
    }
}

// MARK: - Builder

protocol RideTrackingBuildable: Buildable {
    func build(withListener listener: RideTrackingListener) -> RideTrackingRouting
}

/// RideTracking has no view: it turns GPS positions into ridden distance for its parent.
final class RideTrackingBuilder: Builder<RideTrackingDependency>, RideTrackingBuildable {
    func build(withListener listener: RideTrackingListener) -> RideTrackingRouting {
        let component = RideTrackingComponent(dependency: dependency)
        let interactor = RideTrackingInteractor(distanceWorker: component.distanceWorker)
        interactor.listener = listener
        return RideTrackingRouter(interactor: interactor)
    }
}
