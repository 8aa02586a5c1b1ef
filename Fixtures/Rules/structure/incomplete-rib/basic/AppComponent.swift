import RIBs

final class AppComponent: Component<EmptyDependency>, HomeDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
