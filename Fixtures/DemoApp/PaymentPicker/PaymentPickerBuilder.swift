import RIBs

/// PaymentPicker is attached under two parents (StationDetail and Wallet); each provides this.
protocol PaymentPickerDependency: Dependency {
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> { get }
}

final class PaymentPickerComponent: Component<PaymentPickerDependency> {
    fileprivate var paymentMethods: AnyPublisher<[PaymentMethod], Never> {
        dependency.paymentMethods
    }
}

// MARK: - Builder

protocol PaymentPickerBuildable: Buildable {
    func build(withListener listener: PaymentPickerListener) -> PaymentPickerRouting
}

final class PaymentPickerBuilder: Builder<PaymentPickerDependency>, PaymentPickerBuildable {
    func build(withListener listener: PaymentPickerListener) -> PaymentPickerRouting {
        let component = PaymentPickerComponent(dependency: dependency)
        let viewController = PaymentPickerViewController()
        let interactor = PaymentPickerInteractor(presenter: viewController, paymentMethods: component.paymentMethods)
        interactor.listener = listener
        return PaymentPickerRouter(interactor: interactor, viewController: viewController)
    }
}
