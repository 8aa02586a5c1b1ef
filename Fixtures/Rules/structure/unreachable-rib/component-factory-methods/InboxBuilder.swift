import RIBs

protocol InboxDependency: Dependency {
    var mailbox: Mailbox { get }
}

final class InboxComponent: Component<InboxDependency> {
    var mailbox: Mailbox { dependency.mailbox }
}

// MARK: - Builder

protocol InboxBuildable: Buildable {
    func build(withListener listener: InboxListener) -> InboxRouting
}

final class InboxBuilder: Builder<InboxDependency>, InboxBuildable {
    override init(dependency: InboxDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: InboxListener) -> InboxRouting {
        let component = InboxComponent(dependency: dependency)
        let viewController = InboxViewController()
        let interactor = InboxInteractor(presenter: viewController, mailbox: component.mailbox)
        interactor.listener = listener
        return InboxRouter(interactor: interactor, viewController: viewController)
    }
}
