import RIBs

extension CheckoutComponent {
    var locale: String { "en_US" }
}
