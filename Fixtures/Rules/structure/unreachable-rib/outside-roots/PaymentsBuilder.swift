import RIBs

protocol PaymentsDependency: Dependency {
    var merchantName: String { get }
}

final class PaymentsComponent: Component<PaymentsDependency> {
    var merchantName: String { dependency.merchantName }
}

// MARK: - Builder

protocol PaymentsBuildable: Buildable {
    func build(withListener listener: PaymentsListener) -> PaymentsRouting
}

final class PaymentsBuilder: Builder<PaymentsDependency>, PaymentsBuildable {
    override init(dependency: PaymentsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PaymentsListener) -> PaymentsRouting {
        let component = PaymentsComponent(dependency: dependency)
        let viewController = PaymentsViewController()
        let interactor = PaymentsInteractor(presenter: viewController, merchantName: component.merchantName)
        interactor.listener = listener
        return PaymentsRouter(interactor: interactor, viewController: viewController)
    }
}
