import RIBs

extension MapComponent: PinDependency {}
