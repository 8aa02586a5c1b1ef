import RIBs

extension StationMapComponent: StationDetailDependency {
    var lockService: BikeLockService {
        dependency.lockService
    }

    var paymentMethods: AnyPublisher<[PaymentMethod], Never> {
        dependency.paymentMethods
    }
}
