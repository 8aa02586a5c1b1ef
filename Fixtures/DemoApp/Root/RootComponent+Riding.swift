import RIBs

extension RootComponent: RidingDependency {
    var ridingViewController: RidingViewControllable {
        rootViewController
    }

    var stationService: StationService {
        dependency.stationService
    }

    var lockService: BikeLockService {
        dependency.lockService
    }

    var gpsFeed: GPSFeed {
        dependency.gpsFeed
    }

    var paymentService: PaymentService {
        dependency.paymentService
    }

    /// One analytics sink per app session, shared by every ride of it.
    var analytics: RideAnalytics {
        shared { RideAnalytics() }
    }
}
