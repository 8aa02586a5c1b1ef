// relevance: needed (a component: inherits from a framework base)
import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency {
    init() { super.init(dependency: EmptyComponent()) }
}
