import RIBs

protocol RootDependency: Dependency {
    var mailbox: Mailbox { get }
}

/// What RootRouter needs, as a protocol of its own: the router keeps the component through it,
/// so its type names no component.
protocol RootRouterDependency: AnyObject {
    var inboxBuilder: InboxBuildable { get }
    var archiveBuilder: ArchiveBuildable { get }
}

// The component makes its children's builders once, in lazy properties, and hands itself to the
// router as its RootRouterDependency.
extension RootComponent: InboxDependency, ArchiveDependency {
    var mailbox: Mailbox { dependency.mailbox }
}

final class RootComponent: Component<RootDependency>, RootRouterDependency {
    lazy var inboxBuilder: InboxBuildable = InboxBuilder(dependency: self)

    // Made here too, but the router never reads it: nothing builds Archive.
    lazy var archiveBuilder: ArchiveBuildable = ArchiveBuilder(dependency: self)
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
        return RootRouter(interactor: interactor, viewController: viewController, dependency: component)
    }
}
