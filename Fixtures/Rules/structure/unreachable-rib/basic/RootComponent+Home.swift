import RIBs

extension RootComponent: HomeDependency {}
