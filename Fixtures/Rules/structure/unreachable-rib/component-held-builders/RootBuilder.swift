import RIBs

protocol RootDependency: Dependency {
    var mailbox: Mailbox { get }
}

final class RootComponent: Component<RootDependency> {}

// The component makes its children's builders in computed properties; RootRouter keeps the
// component and builds the children through them.
extension RootComponent: InboxDependency, ArchiveDependency {
    var mailbox: Mailbox { dependency.mailbox }

    var inboxBuilder: InboxBuildable {
        InboxBuilder(dependency: self)
    }

    // Made here too, but the router never reads it: nothing builds Archive.
    var archiveBuilder: ArchiveBuildable {
        ArchiveBuilder(dependency: self)
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
