import RIBs

extension ActiveRideComponent: RideTrackingDependency {
    var gpsFeed: GPSFeed {
        dependency.gpsFeed
    }
}
