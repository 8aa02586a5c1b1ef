import RIBs

protocol PaymentDependency: Dependency {
    var sessionToken: String { get }
    var currencyFormatter: CurrencyFormatter { get }
    var cartTotal: Double { get }
    var paymentMethods: [String] { get }
    var locale: String { get }
    var retryLimit: Int { get }
    // The message names merchantId, String and the path Root > Checkout > Payment.
    var merchantId: String { get } // expect: di/unfulfilled-dependency
}

extension PaymentDependency {
    var retryLimit: Int { 3 }
}

final class PaymentComponent: Component<PaymentDependency> {
    var sessionToken: String { dependency.sessionToken }
    var locale: String { dependency.locale }
}

// MARK: - Builder

protocol PaymentBuildable: Buildable {
    func build(withListener listener: PaymentListener) -> PaymentRouting
}

final class PaymentBuilder: Builder<PaymentDependency>, PaymentBuildable {
    override init(dependency: PaymentDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PaymentListener) -> PaymentRouting {
        let component = PaymentComponent(dependency: dependency)
        let viewController = PaymentViewController(formatter: dependency.currencyFormatter, locale: component.locale)
        let interactor = PaymentInteractor(presenter: viewController,
                                           sessionToken: component.sessionToken,
                                           merchantId: dependency.merchantId,
                                           total: dependency.cartTotal,
                                           methods: dependency.paymentMethods,
                                           retryLimit: dependency.retryLimit)
        interactor.listener = listener
        return PaymentRouter(interactor: interactor, viewController: viewController)
    }
}
