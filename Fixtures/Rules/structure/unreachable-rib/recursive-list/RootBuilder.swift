import RIBs

protocol RootDependency: Dependency {
    var fileStore: FileStore { get }
}

final class RootComponent: Component<RootDependency> {
    var fileStore: FileStore { dependency.fileStore }
}

extension RootComponent: FolderDependency {}

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
        // Root builds the top Folder; every deeper Folder is built by the Folder above it.
        let folderBuilder = FolderBuilder(dependency: component)
        return RootRouter(interactor: interactor, viewController: viewController, folderBuilder: folderBuilder)
    }
}
