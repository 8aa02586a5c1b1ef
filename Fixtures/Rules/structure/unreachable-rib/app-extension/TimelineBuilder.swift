import RIBs

protocol TimelineDependency: Dependency {
    var journalStore: JournalStore { get }
}

final class TimelineComponent: Component<TimelineDependency> {
    var journalStore: JournalStore { dependency.journalStore }
}

// MARK: - Builder

protocol TimelineBuildable: Buildable {
    func build(withListener listener: TimelineListener) -> TimelineRouting
}

final class TimelineBuilder: Builder<TimelineDependency>, TimelineBuildable {
    override init(dependency: TimelineDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TimelineListener) -> TimelineRouting {
        let component = TimelineComponent(dependency: dependency)
        let viewController = TimelineViewController()
        let interactor = TimelineInteractor(presenter: viewController, store: component.journalStore)
        interactor.listener = listener
        return TimelineRouter(interactor: interactor, viewController: viewController)
    }
}
