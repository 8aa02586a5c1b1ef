import RIBs

extension RootComponent: MapDependency {}
