import NeedleFoundation
import RIBs

protocol FeedDependency: Dependency {
    var session: Session { get }
    var feedService: FeedService { get }
}

final class FeedComponent: Component<FeedDependency> {
    var detailTitle: String {
        return "Detail"
    }

    var detailBuilder: DetailBuildable {
        return DetailBuilder { DetailComponent(parent: self) }
    }
}

protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> Routing
}

protocol FeedListener: AnyObject {}

final class FeedBuilder: SimpleComponentizedBuilder<FeedComponent, Routing>, FeedBuildable {
    func build(withListener listener: FeedListener) -> Routing {
        let component = componentBuilder()
        let interactor = FeedInteractor(service: component.dependency.feedService)
        interactor.listener = listener
        return FeedRouter(interactor: interactor, detailBuilder: component.detailBuilder)
    }
}

protocol FeedInteractable: Interactable, DetailListener {}

final class FeedInteractor: Interactor, FeedInteractable {
    weak var listener: FeedListener?
    private let service: FeedService

    init(service: FeedService) {
        self.service = service
    }
}

final class FeedRouter: Router<FeedInteractable> {
    private let detailBuilder: DetailBuildable

    init(interactor: FeedInteractable, detailBuilder: DetailBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor)
    }

    func routeToDetail() {
        attachChild(detailBuilder.build(withListener: interactor))
    }
}
