import RIBs

// AppComponent conforms to CheckoutDependency here and provides paymentGateway, but not
// deliveryAddress (see CheckoutBuilder.swift).
extension AppComponent: CheckoutDependency {
    var paymentGateway: PaymentGateway { shared { PaymentGateway(merchant: "noodle-bar") } }
}
