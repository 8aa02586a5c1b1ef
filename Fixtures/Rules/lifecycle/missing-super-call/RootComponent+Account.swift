import RIBs

extension RootComponent: AccountDependency {}
