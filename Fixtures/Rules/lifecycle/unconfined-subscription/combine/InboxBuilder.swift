import Combine
import RIBs

protocol InboxDependency: Dependency {
    var inboxService: InboxServicing { get }
}

final class InboxComponent: Component<InboxDependency> {
    var inboxService: InboxServicing { dependency.inboxService }
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
        let worker = InboxWorker(messages: component.inboxService.messages)
        let interactor = InboxInteractor(presenter: viewController, inboxService: component.inboxService, syncWorker: worker)
        interactor.listener = listener
        return InboxRouter(interactor: interactor, viewController: viewController)
    }
}
