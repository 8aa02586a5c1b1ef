import RIBs

// Root's component provides Seating's requirements with the stored relays declared in
// RootBuilder.swift.
extension RootComponent: SeatingDependency {}
