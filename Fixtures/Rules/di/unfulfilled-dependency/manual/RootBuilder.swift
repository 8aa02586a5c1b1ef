import RIBs

protocol RootDependency: Dependency {}

final class RootComponent: Component<RootDependency> {
    // Provides CheckoutDependency from the component's own body.
    var sessionToken: String { "session-token" }
    var currencyFormatter: CurrencyFormatter { shared { CurrencyFormatter() } }
    // Root has a merchantId, but in manual style only the object handed to PaymentBuilder
    // (CheckoutComponent) counts, and Checkout neither declares nor forwards it.
    var merchantId: String { "merchant-42" }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let checkoutBuilder = CheckoutBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, checkoutBuilder: checkoutBuilder)
    }
}
