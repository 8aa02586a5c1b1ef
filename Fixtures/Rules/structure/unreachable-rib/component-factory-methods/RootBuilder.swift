import RIBs

protocol RootDependency: Dependency {
    var mailbox: Mailbox { get }
}

final class RootComponent: Component<RootDependency> {}

// The component makes each child's router in a method of its own, with the child's builder made
// inside it; RootRouter keeps the component and calls the method for Inbox only.
extension RootComponent: InboxDependency, ArchiveDependency {
    var mailbox: Mailbox { dependency.mailbox }

    func makeInboxRouter(listener: InboxListener) -> ViewableRouting {
        InboxBuilder(dependency: self)
            .build(withListener: listener)
    }

    // Written the same way, but no routing class calls it: nothing builds Archive.
    func makeArchiveRouter(listener: ArchiveListener) -> ViewableRouting {
        ArchiveBuilder(dependency: self)
            .build(withListener: listener)
    }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController, component: component)
    }
}
