import RIBs

extension RootComponent: SearchDependency {}
