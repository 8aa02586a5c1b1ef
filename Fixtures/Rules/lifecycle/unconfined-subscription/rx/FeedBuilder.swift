import RIBs
import RxSwift

protocol FeedDependency: Dependency {
    var feedService: FeedServicing { get }
}

final class FeedComponent: Component<FeedDependency> {
    var feedService: FeedServicing { dependency.feedService }
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
        let worker = FeedWorker(ticks: Observable<Int>.interval(.seconds(30), scheduler: MainScheduler.instance))
        let interactor = FeedInteractor(presenter: viewController, feedService: component.feedService, pollingWorker: worker)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, viewController: viewController)
    }
}
