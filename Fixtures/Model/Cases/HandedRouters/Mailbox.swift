import RIBs

protocol MailboxDependency: Dependency {}

protocol MailboxBuildable: Buildable {
    func build(withListener listener: MailboxListener) -> MailboxRouting
}

final class MailboxBuilder: Builder<MailboxDependency>, MailboxBuildable {
    func build(withListener listener: MailboxListener) -> MailboxRouting {
        let interactor = MailboxInteractor()
        interactor.listener = listener
        return MailboxRouter(interactor: interactor)
    }
}

protocol MailboxRouting: Routing {}

protocol MailboxListener: AnyObject {}

final class MailboxInteractor: Interactor, MailboxInteractable {
    weak var router: MailboxRouting?
    weak var listener: MailboxListener?
}

protocol MailboxInteractable: Interactable {
    var router: MailboxRouting? { get set }
    var listener: MailboxListener? { get set }
}

final class MailboxRouter: Router<MailboxInteractable>, MailboxRouting {}
