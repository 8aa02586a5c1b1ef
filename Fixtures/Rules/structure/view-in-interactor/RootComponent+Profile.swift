import RIBs

extension RootComponent: ProfileDependency {}
