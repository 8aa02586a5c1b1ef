import RIBs

protocol GalleryDependency: Dependency {}

final class GalleryComponent: Component<GalleryDependency> {}

// MARK: - Builder

protocol GalleryBuildable: Buildable {
    func build(withListener listener: GalleryListener) -> GalleryInteractable
}

final class GalleryBuilder: Builder<GalleryDependency>, GalleryBuildable {
    override init(dependency: GalleryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GalleryListener) -> GalleryInteractable {
        let component = GalleryComponent(dependency: dependency)
        let interactor = GalleryInteractor(detailBuilder: DetailBuilder(dependency: component))
        interactor.listener = listener
        return interactor
    }
}
