import RIBs

protocol RootInteractable: Interactable, InboxListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(tab: ViewControllable)
}

/// Clean: Inbox is built through `component.inboxBuilder`, a property of the component this
/// router keeps, so Root is Inbox's parent and Inbox is reachable.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let component: RootComponent

    init(interactor: RootInteractable, viewController: RootViewControllable, component: RootComponent) {
        self.component = component
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let inbox = component.inboxBuilder.build(withListener: interactor)
        attachChild(inbox)
        viewController.show(tab: inbox.viewControllable)
    }
}
