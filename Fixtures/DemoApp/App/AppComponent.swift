import RIBs

/// The app's outermost scope: the services the platform hands in. It is not a RIB (nothing but the
/// app's entry point builds it); it satisfies the root's dependency.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    let stationService: StationService
    let lockService: BikeLockService
    let gpsFeed: GPSFeed
    let paymentService: PaymentService

    init(stationService: StationService, lockService: BikeLockService, gpsFeed: GPSFeed, paymentService: PaymentService) {
        self.stationService = stationService
        self.lockService = lockService
        self.gpsFeed = gpsFeed
        self.paymentService = paymentService
        super.init(dependency: EmptyComponent())
    }
}
