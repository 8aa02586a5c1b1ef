import RIBs

/// What Root provides to Store, and the stall services every child may draw on.
extension RootComponent: StoreDependency, RootServicesType {
    var storeCurrency: String { "NZD" }
    var opensAt: Int { 7 }
}
