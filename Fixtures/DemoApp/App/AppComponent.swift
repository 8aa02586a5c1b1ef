import RIBs

/// The app's outermost scope. It is not a RIB (only the app's entry point builds it) and the root
/// needs nothing from it: the services reach the root as a build argument instead, so that the
/// platform, or a test, chooses them at launch.
final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
