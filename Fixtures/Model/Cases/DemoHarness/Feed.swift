import RIBs

protocol FeedDependency: Dependency {}

final class FeedComponent: Component<FeedDependency> {}

protocol FeedListener: AnyObject {}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> FeedRouting
}

final class FeedBuilder: Builder<FeedDependency>, FeedBuildable {
    func build(withListener listener: FeedListener) -> FeedRouting {
        _ = FeedComponent(dependency: dependency)
        let interactor = FeedInteractor()
        interactor.listener = listener
        return FeedRouter(interactor: interactor)
    }
}

protocol FeedRouting: Routing {}

protocol FeedInteractable: Interactable {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

// Clean: Root's router attaches Feed.
final class FeedInteractor: Interactor, FeedInteractable {
    weak var router: FeedRouting?
    weak var listener: FeedListener?
}

final class FeedRouter: Router<FeedInteractable>, FeedRouting {
    override init(interactor: FeedInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
