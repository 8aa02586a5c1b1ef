import RIBs

extension RootComponent: CheckoutDependency {}
