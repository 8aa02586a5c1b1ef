import RIBs

protocol FeedInteractable: Interactable {
    var router: FeedRouting? { get set }
    var listener: FeedListener? { get set }
}

protocol FeedViewControllable: ViewControllable {}

final class FeedRouter: ViewableRouter<FeedInteractable, FeedViewControllable>, FeedRouting {
    init(interactor: FeedInteractable, viewController: FeedViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
