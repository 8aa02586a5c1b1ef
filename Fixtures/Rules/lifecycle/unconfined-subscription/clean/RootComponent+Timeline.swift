import RIBs

extension RootComponent: TimelineDependency {}
