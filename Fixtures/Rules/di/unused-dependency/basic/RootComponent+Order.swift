import RIBs

extension RootComponent: OrderDependency {}
