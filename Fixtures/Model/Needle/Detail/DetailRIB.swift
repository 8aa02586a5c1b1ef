import NeedleFoundation
import RIBs

protocol DetailDependency: Dependency {
    var imageCache: ImageCache { get }
    var feedService: FeedService { get }
    var detailTitle: String { get }
}

final class DetailComponent: Component<DetailDependency> {
    var title: String {
        return dependency.detailTitle
    }
}

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> Routing
}

protocol DetailListener: AnyObject {}

final class DetailBuilder: SimpleComponentizedBuilder<DetailComponent, Routing>, DetailBuildable {
    func build(withListener listener: DetailListener) -> Routing {
        let component = componentBuilder()
        let interactor = DetailInteractor(imageCache: component.dependency.imageCache)
        interactor.listener = listener
        return DetailRouter(interactor: interactor)
    }
}

final class DetailInteractor: Interactor {
    weak var listener: DetailListener?
    private let imageCache: ImageCache

    init(imageCache: ImageCache) {
        self.imageCache = imageCache
    }
}

final class DetailRouter: Router<Interactable> {}
