import RIBs

protocol RootInteractable: Interactable, FeedListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let feedBuilder: FeedBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, feedBuilder: FeedBuildable) {
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let feed = feedBuilder.build(withListener: interactor)
        attachChild(feed)
    }
}
