import RIBs

extension RootComponent: InboxDependency {}
