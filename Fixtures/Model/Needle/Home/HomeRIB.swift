import NeedleFoundation
import RIBs

protocol HomeDependency: Dependency {
    var session: Session { get }
}

final class HomeComponent: Component<HomeDependency> {
    var feedService: FeedService {
        return shared { FeedService() }
    }

    var feedBuilder: FeedBuildable {
        return FeedBuilder { FeedComponent(parent: self) }
    }
}

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> Routing
}

protocol HomeListener: AnyObject {}

final class HomeBuilder: SimpleComponentizedBuilder<HomeComponent, Routing>, HomeBuildable {
    func build(withListener listener: HomeListener) -> Routing {
        let component = componentBuilder()
        let interactor = HomeInteractor(session: component.dependency.session)
        interactor.listener = listener
        return HomeRouter(interactor: interactor, feedBuilder: component.feedBuilder)
    }
}

protocol HomeInteractable: Interactable, FeedListener {}

final class HomeInteractor: Interactor, HomeInteractable {
    weak var listener: HomeListener?
    private let session: Session

    init(session: Session) {
        self.session = session
    }
}

final class HomeRouter: Router<HomeInteractable> {
    private let feedBuilder: FeedBuildable

    init(interactor: HomeInteractable, feedBuilder: FeedBuildable) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor)
    }

    override func didLoad() {
        super.didLoad()
        attachChild(feedBuilder.build(withListener: interactor))
    }
}
