import RIBs

extension RidingComponent: ActiveRideDependency {
    var gpsFeed: GPSFeed {
        dependency.gpsFeed
    }
}
