import RIBs

protocol ArchiveDependency: Dependency {
    var mailbox: Mailbox { get }
}

final class ArchiveComponent: Component<ArchiveDependency> {
    var mailbox: Mailbox { dependency.mailbox }
}

// MARK: - Builder

protocol ArchiveBuildable: Buildable {
    func build(withListener listener: ArchiveListener) -> ArchiveRouting
}

final class ArchiveBuilder: Builder<ArchiveDependency>, ArchiveBuildable {
    override init(dependency: ArchiveDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ArchiveListener) -> ArchiveRouting {
        let component = ArchiveComponent(dependency: dependency)
        let viewController = ArchiveViewController()
        let interactor = ArchiveInteractor(presenter: viewController, mailbox: component.mailbox)
        interactor.listener = listener
        return ArchiveRouter(interactor: interactor, viewController: viewController)
    }
}
