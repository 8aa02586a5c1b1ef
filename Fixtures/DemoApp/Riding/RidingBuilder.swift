import RIBs

protocol RidingDependency: Dependency {
    var ridingViewController: RidingViewControllable { get }
    var stationService: StationService { get }
    var lockService: BikeLockService { get }
    var gpsFeed: GPSFeed { get }
    var paymentService: PaymentService { get }
    var analytics: RideAnalytics { get }
}

/// The signed-in scope. It owns the ride's state: only RidingInteractor writes it, every
/// descendant gets a read-only stream of it.
final class RidingComponent: Component<RidingDependency> {
    let rider: Rider

    init(dependency: RidingDependency, rider: Rider) {
        self.rider = rider
        super.init(dependency: dependency)
    }

    fileprivate var ridingViewController: RidingViewControllable {
        dependency.ridingViewController
    }

    fileprivate var rideStateSubject: CurrentValueSubject<RideState, Never> {
        shared { CurrentValueSubject(.browsing) }
    }

    var rideState: AnyPublisher<RideState, Never> {
        rideStateSubject.eraseToAnyPublisher()
    }

    var paymentMethods: AnyPublisher<[PaymentMethod], Never> {
        dependency.paymentService.methods
    }

    var selectedPaymentSubject: CurrentValueSubject<PaymentMethod?, Never> {
        shared { CurrentValueSubject(nil) }
    }

    var analytics: RideAnalytics {
        dependency.analytics
    }
}

// MARK: - Builder

protocol RidingBuildable: Buildable {
    func build(withListener listener: RidingListener, rider: Rider) -> RidingRouting
}

final class RidingBuilder: Builder<RidingDependency>, RidingBuildable {
    func build(withListener listener: RidingListener, rider: Rider) -> RidingRouting {
        let component = RidingComponent(dependency: dependency, rider: rider)
        let interactor = RidingInteractor(
            rider: component.rider,
            rideStateSubject: component.rideStateSubject,
            analytics: component.analytics
        )
        interactor.listener = listener
        return RidingRouter(
            interactor: interactor,
            viewController: component.ridingViewController,
            stationMapBuilder: StationMapBuilder(dependency: component),
            activeRideBuilder: ActiveRideBuilder(dependency: component),
            rideSummaryBuilder: RideSummaryBuilder(dependency: component),
            walletBuilder: WalletBuilder(dependency: component)
        )
    }
}
