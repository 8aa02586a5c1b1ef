import RIBs

extension RidingComponent: StationMapDependency {
    var stations: AnyPublisher<[Station], Never> {
        dependency.stationService.stations
    }

    var lockService: BikeLockService {
        dependency.lockService
    }
}
