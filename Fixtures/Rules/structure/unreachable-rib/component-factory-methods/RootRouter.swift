import RIBs

protocol RootInteractable: Interactable, InboxListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(tab: ViewControllable)
}

/// Clean: Inbox is built by `component.makeInboxRouter`, a method of the component this router
/// keeps that makes Inbox's builder, so Root is Inbox's parent and Inbox is reachable.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let component: RootComponent

    init(interactor: RootInteractable, viewController: RootViewControllable, component: RootComponent) {
        self.component = component
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let inbox = component.makeInboxRouter(listener: interactor)
        attachChild(inbox)
        viewController.show(tab: inbox.viewControllable)
    }
}
