import RIBs

protocol AlbumDependency: Dependency {}

final class AlbumComponent: Component<AlbumDependency> {}

extension AlbumComponent: PhotoDependency, MapDependency {}

// MARK: - Builder

protocol AlbumBuildable: Buildable {
    func build(withListener listener: AlbumListener) -> AlbumRouting
}

final class AlbumBuilder: Builder<AlbumDependency>, AlbumBuildable {
    override init(dependency: AlbumDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AlbumListener) -> AlbumRouting {
        let component = AlbumComponent(dependency: dependency)
        let viewController = AlbumViewController()
        let interactor = AlbumInteractor(presenter: viewController)
        interactor.listener = listener
        return AlbumRouter(interactor: interactor, viewController: viewController,
                           photoBuilder: PhotoBuilder(dependency: component),
                           mapBuilder: MapBuilder(dependency: component))
    }
}
