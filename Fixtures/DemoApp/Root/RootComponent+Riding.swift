import RIBs

extension RootComponent: RidingDependency {
    var ridingViewController: RidingViewControllable {
        rootViewController
    }

    var stationService: StationService {
        services.stationService
    }

    var lockService: BikeLockService {
        services.lockService
    }

    var gpsFeed: GPSFeed {
        services.gpsFeed
    }

    var paymentService: PaymentService {
        services.paymentService
    }

    /// One analytics sink per app session, shared by every ride of it.
    var analytics: RideAnalytics {
        shared { RideAnalytics() }
    }
}
