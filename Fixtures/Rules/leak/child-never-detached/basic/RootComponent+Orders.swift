import RIBs

extension RootComponent: OrdersDependency {}
