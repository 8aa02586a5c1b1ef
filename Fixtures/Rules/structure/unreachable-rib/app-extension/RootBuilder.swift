import RIBs

protocol RootDependency: Dependency {
    var journalStore: JournalStore { get }
}

final class RootComponent: Component<RootDependency> {
    var journalStore: JournalStore { dependency.journalStore }
}

extension RootComponent: TimelineDependency {}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let timelineBuilder = TimelineBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, timelineBuilder: timelineBuilder)
    }
}
