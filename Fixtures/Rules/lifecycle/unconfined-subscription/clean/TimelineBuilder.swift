import Combine
import RIBs
import RxSwift

protocol TimelineDependency: Dependency {}

final class TimelineComponent: Component<TimelineDependency> {}

// MARK: - Builder

protocol TimelineBuildable: Buildable {
    func build(withListener listener: TimelineListener) -> TimelineRouting
}

final class TimelineBuilder: Builder<TimelineDependency>, TimelineBuildable {
    override init(dependency: TimelineDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: TimelineListener) -> TimelineRouting {
        _ = TimelineComponent(dependency: dependency)
        let viewController = TimelineViewController()
        let interactor = TimelineInteractor(presenter: viewController, posts: viewController.posts, likes: viewController.likes)
        interactor.listener = listener
        return TimelineRouter(interactor: interactor, viewController: viewController)
    }
}
