import RIBs
import RxCocoa
import RxSwift

protocol StoryDependency: Dependency {
    var playbackRate: Observable<Double> { get }
}

final class StoryComponent: Component<StoryDependency> {
    var playbackRate: Observable<Double> { dependency.playbackRate }
}

enum StoryEvent {
    case finished
    case skipped
}

/// Story's playback progress. Declared in Story's files only, so it is one of Story's types.
final class StoryProgressTracker {
    let progress = BehaviorRelay<Double>(value: 0)
}

// MARK: - Builder

protocol StoryBuildable: Buildable {
    func build(withListener listener: StoryListener) -> StoryRouting
}

final class StoryBuilder: Builder<StoryDependency>, StoryBuildable {
    override init(dependency: StoryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: StoryListener) -> StoryRouting {
        let component = StoryComponent(dependency: dependency)
        let viewController = StoryViewController()
        let interactor = StoryInteractor(presenter: viewController, playbackRate: component.playbackRate)
        interactor.listener = listener
        return StoryRouter(interactor: interactor, viewController: viewController)
    }
}
