import RIBs

protocol StationMapDependency: Dependency {
    var stations: AnyPublisher<[Station], Never> { get }
    var rideState: AnyPublisher<RideState, Never> { get }
    var lockService: BikeLockService { get }
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> { get }
}

final class StationMapComponent: Component<StationMapDependency> {
    fileprivate var stations: AnyPublisher<[Station], Never> {
        dependency.stations
    }

    fileprivate var rideState: AnyPublisher<RideState, Never> {
        dependency.rideState
    }
}

// MARK: - Builder

protocol StationMapBuildable: Buildable {
    func build(withListener listener: StationMapListener) -> StationMapRouting
}

final class StationMapBuilder: Builder<StationMapDependency>, StationMapBuildable {
    func build(withListener listener: StationMapListener) -> StationMapRouting {
        let component = StationMapComponent(dependency: dependency)
        let viewController = StationMapViewController()
        let interactor = StationMapInteractor(
            presenter: viewController,
            stations: component.stations,
            rideState: component.rideState
        )
        interactor.listener = listener
        return StationMapRouter(
            interactor: interactor,
            viewController: viewController,
            stationDetailBuilder: StationDetailBuilder(dependency: component)
        )
    }
}
