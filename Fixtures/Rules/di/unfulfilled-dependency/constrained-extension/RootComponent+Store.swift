import RIBs

/// What Root provides to Store.
extension RootComponent: StoreDependency {
    var storeCurrency: String { "NZD" }
}
