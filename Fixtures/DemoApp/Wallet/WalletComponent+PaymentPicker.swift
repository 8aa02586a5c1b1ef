import RIBs

extension WalletComponent: PaymentPickerDependency {
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> {
        dependency.paymentMethods
    }
}
