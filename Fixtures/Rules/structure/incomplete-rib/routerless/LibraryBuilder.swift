import RIBs

protocol LibraryDependency: Dependency {
    var songCatalog: SongCatalog { get }
}

final class LibraryComponent: Component<LibraryDependency> {
    var songCatalog: SongCatalog { dependency.songCatalog }
}

extension LibraryComponent: PlaylistDependency {}

// MARK: - Builder

protocol LibraryBuildable: Buildable {
    func build(withListener listener: LibraryListener) -> LibraryInteractable
}

final class LibraryBuilder: Builder<LibraryDependency>, LibraryBuildable {
    override init(dependency: LibraryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: LibraryListener) -> LibraryInteractable {
        let component = LibraryComponent(dependency: dependency)
        let viewController = LibraryViewController()
        let interactor = LibraryInteractor(presenter: viewController,
                                           catalog: component.songCatalog,
                                           playlistBuilder: PlaylistBuilder(dependency: component))
        interactor.listener = listener
        return interactor
    }
}
