import RIBs

extension RootComponent: ChatDependency {}
