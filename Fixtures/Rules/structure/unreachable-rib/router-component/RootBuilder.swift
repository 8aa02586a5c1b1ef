import RIBs

protocol RootDependency: Dependency {
    var mailbox: Mailbox { get }
}

final class RootComponent: Component<RootDependency> {
    var mailbox: Mailbox { dependency.mailbox }
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
        // Both child builders are made here with Root's component and handed to the router
        // inside RootChildren: Root is the parent of Settings and of Inbox.
        let children = RootChildren(
            settings: SettingsBuilder(dependency: component),
            inbox: InboxBuilder(dependency: component)
        )
        return RootRouter(interactor: interactor, viewController: viewController, children: children)
    }
}
