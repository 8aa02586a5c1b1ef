import RIBs

protocol RootInteractable: Interactable, InboxListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let inboxBuilder: InboxBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, inboxBuilder: InboxBuildable) {
        self.inboxBuilder = inboxBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let inbox = inboxBuilder.build(withListener: interactor)
        attachChild(inbox)
    }
}
