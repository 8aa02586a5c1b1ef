import RIBs

extension RootComponent: TripDependency {}
