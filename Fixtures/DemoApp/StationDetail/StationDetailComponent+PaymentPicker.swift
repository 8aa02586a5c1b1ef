import RIBs

extension StationDetailComponent: PaymentPickerDependency {
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> {
        dependency.paymentMethods
    }
}
