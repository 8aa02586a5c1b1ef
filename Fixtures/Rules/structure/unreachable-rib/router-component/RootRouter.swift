import RIBs

protocol RootInteractable: Interactable, SettingsListener, InboxListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    // The children's builders reach the router through RootChildren, not as properties of their
    // own; building them through the helper still makes Root their parent.
    private let children: RootChildren

    init(interactor: RootInteractable, viewController: RootViewControllable, children: RootChildren) {
        self.children = children
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToInbox()
        routeToSettings()
    }

    private func routeToSettings() {
        let settings = children.settings.build(withListener: interactor)
        attachChild(settings)
    }

    private func routeToInbox() {
        let inbox = children.inbox.build(withListener: interactor)
        attachChild(inbox)
    }
}
