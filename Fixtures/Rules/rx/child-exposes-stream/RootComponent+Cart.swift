import RIBs

extension RootComponent: CartDependency {}
