import RIBs

protocol StationMapRouting: ViewableRouting {
    func routeToStationDetail(station: Station)
    func routeAwayFromStationDetail()
}

protocol StationMapPresentable: Presentable {
    var listener: StationMapPresentableListener? { get set }
    func show(stations: [Station])
    func show(banner: String?)
}

protocol StationMapListener: AnyObject {
    func stationMapDidUnlock(bikeID: String)
    func stationMapDidRequestWallet()
    func stationMapDidRequestSignOut()
}

final class StationMapInteractor: PresentableInteractor<StationMapPresentable>, StationMapInteractable, StationMapPresentableListener {
    weak var router: StationMapRouting?
    weak var listener: StationMapListener?
    private let stations: AnyPublisher<[Station], Never>
    private let rideState: AnyPublisher<RideState, Never>
    private var latestStations: [Station] = []
    private var rideStateSubscription: AnyCancellable?

    init(presenter: StationMapPresentable, stations: AnyPublisher<[Station], Never>, rideState: AnyPublisher<RideState, Never>) {
        self.stations = stations
        self.rideState = rideState
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        stations
            .sink { [weak self] stations in
                self?.latestStations = stations
                self?.presenter.show(stations: stations)
            }
            .cancelOnDeactivate(interactor: self)
        // Deliberate violation: the cancellable is kept in a property that nothing ever cancels, so
        // the banner keeps updating after the map was detached, for as long as anything holds it.
        rideStateSubscription = rideState.sink { [weak self] state in self?.presenter.show(banner: state.bannerText) } // expect: lifecycle/unconfined-subscription
    }

    // MARK: - StationMapPresentableListener

    func didSelectStation(id: String) {
        guard let station = latestStations.first(where: { $0.id == id }) else { return }
        router?.routeToStationDetail(station: station)
    }

    func didTapWallet() {
        listener?.stationMapDidRequestWallet()
    }

    func didTapSignOut() {
        listener?.stationMapDidRequestSignOut()
    }

    // MARK: - StationDetailListener

    func stationDetailDidClose() {
        router?.routeAwayFromStationDetail()
    }

    func stationDetailDidUnlock(bikeID: String) {
        listener?.stationMapDidUnlock(bikeID: bikeID)
    }
}
