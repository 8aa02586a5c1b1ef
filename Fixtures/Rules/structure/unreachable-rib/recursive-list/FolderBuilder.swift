import RIBs

protocol FolderDependency: Dependency {
    var fileStore: FileStore { get }
}

final class FolderComponent: Component<FolderDependency> {
    var fileStore: FileStore { dependency.fileStore }
}

// MARK: - Builder

protocol FolderBuildable: Buildable {
    func build(withListener listener: FolderListener, path: String) -> FolderRouting
}

final class FolderBuilder: Builder<FolderDependency>, FolderBuildable {
    override init(dependency: FolderDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FolderListener, path: String) -> FolderRouting {
        let component = FolderComponent(dependency: dependency)
        let viewController = FolderViewController()
        let interactor = FolderInteractor(presenter: viewController, path: path, fileStore: component.fileStore)
        interactor.listener = listener
        // Clean: a subfolder is one more Folder, so the router gets this very builder. Root
        // builds the first Folder, which makes Folder reachable; the edge Folder -> Folder is a
        // cycle in the tree, not a second parent.
        return FolderRouter(interactor: interactor, viewController: viewController, folderBuilder: self)
    }
}
