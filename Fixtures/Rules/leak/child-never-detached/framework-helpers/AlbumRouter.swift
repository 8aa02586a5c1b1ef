import RIBs

protocol AlbumInteractable: Interactable, PhotoListener, MapListener {
    var router: AlbumRouting? { get set }
    var listener: AlbumListener? { get set }
}

protocol AlbumViewControllable: ViewControllable {
    func show(_ screen: ViewControllable)
}

final class AlbumRouter: ViewableRouter<AlbumInteractable, AlbumViewControllable>, AlbumRouting {
    private let photoBuilder: PhotoBuildable
    private let mapBuilder: MapBuildable
    private var photo: ViewableRouting?

    init(interactor: AlbumInteractable, viewController: AlbumViewControllable, photoBuilder: PhotoBuildable,
         mapBuilder: MapBuildable) {
        self.photoBuilder = photoBuilder
        self.mapBuilder = mapBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // Clean: the helper of `extension Router` detaches the photo shown before.
    func routeToPhoto() {
        release(photo)
        let photo = photoBuilder.build(withListener: interactor)
        self.photo = photo
        attachChild(photo)
        viewController.show(photo.viewControllable)
    }

    // Clean: the helper of `extension Routing` detaches every child first.
    func routeToMap() {
        detachAll()
        photo = nil
        let map = mapBuilder.build(withListener: interactor)
        attachChild(map)
        viewController.show(map.viewControllable)
    }
}
