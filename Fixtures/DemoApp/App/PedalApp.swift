import RIBs

/// Pedal, a bike-sharing app: the entry point that the platform (or a test) calls.
enum PedalApp {
    /// Builds the root RIB; the caller keeps the router and calls `launch()` on it.
    static func makeRoot(services: PedalServices) -> LaunchRouting {
        RootBuilder(dependency: AppComponent()).build(services: services)
    }
}
