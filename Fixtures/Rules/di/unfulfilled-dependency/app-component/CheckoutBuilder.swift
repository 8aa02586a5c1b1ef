import RIBs

protocol CheckoutDependency: Dependency {
    // Provided by AppComponent+Checkout.swift.
    var paymentGateway: PaymentGateway { get }
    // AppComponent, the object handed to CheckoutBuilder, conforms to CheckoutDependency in an
    // extension that forgot this one.
    var deliveryAddress: String { get } // expect: di/unfulfilled-dependency
}

final class CheckoutComponent: Component<CheckoutDependency> {
    var paymentGateway: PaymentGateway { dependency.paymentGateway }
    var deliveryAddress: String { dependency.deliveryAddress }
}

// MARK: - Builder

protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> CheckoutRouting
}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    override init(dependency: CheckoutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CheckoutListener) -> CheckoutRouting {
        let component = CheckoutComponent(dependency: dependency)
        let viewController = CheckoutViewController()
        let interactor = CheckoutInteractor(presenter: viewController,
                                            gateway: component.paymentGateway,
                                            address: component.deliveryAddress)
        interactor.listener = listener
        return CheckoutRouter(interactor: interactor, viewController: viewController)
    }
}
