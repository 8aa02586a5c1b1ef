import RIBs

// Wallet reads `paymentMethods`, `selectedPaymentSubject` and `analytics`, all declared in
// RidingComponent's body because other children read them too.
extension RidingComponent: WalletDependency {}
