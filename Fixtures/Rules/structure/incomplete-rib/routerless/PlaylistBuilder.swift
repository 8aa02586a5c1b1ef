import RIBs

protocol PlaylistDependency: Dependency {
    var songCatalog: SongCatalog { get }
}

final class PlaylistComponent: Component<PlaylistDependency> {
    var songCatalog: SongCatalog { dependency.songCatalog }
}

// MARK: - Builder

protocol PlaylistBuildable: Buildable {
    func build(withListener listener: PlaylistListener) -> PlaylistInteractable
}

final class PlaylistBuilder: Builder<PlaylistDependency>, PlaylistBuildable {
    override init(dependency: PlaylistDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PlaylistListener) -> PlaylistInteractable {
        let component = PlaylistComponent(dependency: dependency)
        let viewController = PlaylistViewController()
        let interactor = PlaylistInteractor(presenter: viewController, catalog: component.songCatalog)
        interactor.listener = listener
        return interactor
    }
}
