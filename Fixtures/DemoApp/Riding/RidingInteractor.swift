import RIBs

protocol RidingRouting: Routing {
    /// Takes down the screens Riding showed on its parent's view controller.
    func cleanupViews()
    func routeToStationMap()
    func routeToActiveRide(bikeID: String)
    func routeToRideSummary(receipt: RideReceipt)
    func routeToWallet()
    func routeAwayFromWallet()
}

protocol RidingListener: AnyObject {
    func ridingDidSignOut()
}

final class RidingInteractor: Interactor, RidingInteractable {
    weak var router: RidingRouting?
    weak var listener: RidingListener?
    let rider: Rider
    let rideStateSubject: CurrentValueSubject<RideState, Never>
    let analytics: RideAnalytics
    private(set) var stateHistory: [RideState] = []
    private var sessionSubscriptions = Set<AnyCancellable>()

    init(rider: Rider, rideStateSubject: CurrentValueSubject<RideState, Never>, analytics: RideAnalytics) {
        self.rider = rider
        self.rideStateSubject = rideStateSubject
        self.analytics = analytics
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        analytics.record("session_started:\(rider.id)")
        rideStateSubject
            .sink { [weak self] state in
                self?.stateHistory.append(state)
            }
            .cancelOnDeactivate(interactor: self)
        // Confined the other way riblint accepts: a set this interactor empties in willResignActive.
        rideStateSubject
            .dropFirst()
            .sink { [weak self] state in
                self?.analytics.record("state_changed:\(state)")
            }
            .store(in: &sessionSubscriptions)
    }

    override func willResignActive() {
        super.willResignActive()
        sessionSubscriptions.removeAll()
        analytics.record("session_ended:\(rider.id)")
    }

    // MARK: - StationMapListener

    func stationMapDidUnlock(bikeID: String) {
        analytics.record("ride_started:\(bikeID)")
        rideStateSubject.send(.riding(bikeID: bikeID))
        router?.routeToActiveRide(bikeID: bikeID)
    }

    func stationMapDidRequestWallet() {
        router?.routeToWallet()
    }

    func stationMapDidRequestSignOut() {
        listener?.ridingDidSignOut()
    }

    // MARK: - ActiveRideListener

    func activeRideDidEnd(receipt: RideReceipt) {
        analytics.record("ride_ended:\(receipt.bikeID)")
        rideStateSubject.send(.finished(receipt))
        router?.routeToRideSummary(receipt: receipt)
    }

    // MARK: - RideSummaryListener

    func rideSummaryDidClose() {
        rideStateSubject.send(.browsing)
        router?.routeToStationMap()
    }

    // MARK: - WalletListener

    func walletDidClose() {
        router?.routeAwayFromWallet()
    }
}
