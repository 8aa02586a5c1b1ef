import RIBs

// sessionToken and currencyFormatter come from CheckoutComponent's body (forwarded up to
// CheckoutDependency), cartTotal from this extension, paymentMethods from the fileprivate
// member below, locale from CheckoutComponent+Locale.swift, retryLimit from the protocol
// extension default in PaymentBuilder.swift. Nothing provides merchantId.
extension CheckoutComponent: PaymentDependency {
    var cartTotal: Double { 42 }
    // var merchantId: String { "merchant-42" }   (commented out: provides nothing)
}

extension CheckoutComponent {
    fileprivate var paymentMethods: [String] { ["card", "cash"] }
}
