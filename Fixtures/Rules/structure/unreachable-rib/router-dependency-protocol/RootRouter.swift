import RIBs

protocol RootInteractable: Interactable, InboxListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(tab: ViewControllable)
}

/// Clean: Inbox is built through `dependency.inboxBuilder`, a property of the router's own
/// dependency protocol, which the component this router keeps implements: Root is Inbox's
/// parent and Inbox is reachable.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let dependency: RootRouterDependency

    init(interactor: RootInteractable, viewController: RootViewControllable, dependency: RootRouterDependency) {
        self.dependency = dependency
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let inbox = dependency.inboxBuilder.build(withListener: interactor)
        attachChild(inbox)
        viewController.show(tab: inbox.viewControllable)
    }
}
