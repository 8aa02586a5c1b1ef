import RIBs
import RxSwift

protocol FeedDependency: Dependency {
    var feedUpdates: Observable<[String]> { get }
}

final class FeedComponent: Component<FeedDependency> {
    var feedUpdates: Observable<[String]> { dependency.feedUpdates }
}

// MARK: - Builder

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    override init(dependency: FeedDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FeedListener) -> FeedRouting {
        let component = FeedComponent(dependency: dependency)
        let viewController = FeedViewController()
        let interactor = FeedInteractor(presenter: viewController,
                                        feedUpdates: component.feedUpdates,
                                        cache: FeedCache(),
                                        storyProgress: StoryProgressTracker())
        interactor.listener = listener
        let storyBuilder = StoryBuilder(dependency: component)
        return FeedRouter(interactor: interactor, viewController: viewController, storyBuilder: storyBuilder)
    }
}

/// Declared in Feed's own files: subscribing to it is Feed minding its own business.
final class FeedCache {
    let changes = PublishRelay<Void>()
}
