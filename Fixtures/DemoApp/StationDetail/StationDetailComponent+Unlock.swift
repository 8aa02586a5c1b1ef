import RIBs

// `station` is StationDetailComponent's own stored property.
extension StationDetailComponent: UnlockDependency {
    var lockService: BikeLockService {
        dependency.lockService
    }
}
