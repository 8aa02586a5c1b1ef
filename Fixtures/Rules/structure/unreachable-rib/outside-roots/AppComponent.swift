import RIBs

/// What the delegates hand to the builders they call.
final class AppComponent: Component<EmptyDependency>, RootDependency, QuickActionsDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }

    var parcelStore: ParcelStore { shared { ParcelStore() } }
}
