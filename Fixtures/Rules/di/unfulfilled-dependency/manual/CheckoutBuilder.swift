import RIBs

protocol CheckoutDependency: Dependency {
    var sessionToken: String { get }
    var currencyFormatter: CurrencyFormatter { get }
}

final class CheckoutComponent: Component<CheckoutDependency> {
    var sessionToken: String { dependency.sessionToken }
    var currencyFormatter: CurrencyFormatter { dependency.currencyFormatter }
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
        let interactor = CheckoutInteractor(presenter: viewController)
        interactor.listener = listener
        let paymentBuilder = PaymentBuilder(dependency: component)
        return CheckoutRouter(interactor: interactor, viewController: viewController, paymentBuilder: paymentBuilder)
    }
}
