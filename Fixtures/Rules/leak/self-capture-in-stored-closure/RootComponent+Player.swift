import RIBs

extension RootComponent: PlayerDependency {}
