import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency {
    let analytics: Analytics = Analytics()

    init() {
        super.init(dependency: EmptyComponent())
    }
}

final class Analytics {}
