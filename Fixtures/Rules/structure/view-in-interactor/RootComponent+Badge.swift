import RIBs

extension RootComponent: BadgeDependency {}
