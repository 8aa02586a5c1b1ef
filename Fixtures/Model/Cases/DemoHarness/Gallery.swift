import RIBs

protocol GalleryDependency: Dependency {}

final class GalleryComponent: Component<GalleryDependency> {}

protocol GalleryListener: AnyObject {}

protocol GalleryBuildable: Buildable {
    func build(withListener listener: GalleryListener) -> GalleryRouting
}

final class GalleryBuilder: Builder<GalleryDependency>, GalleryBuildable {
    func build(withListener listener: GalleryListener) -> GalleryRouting {
        _ = GalleryComponent(dependency: dependency)
        let interactor = GalleryInteractor()
        interactor.listener = listener
        return GalleryRouter(interactor: interactor)
    }
}

protocol GalleryRouting: Routing {}

protocol GalleryInteractable: Interactable {
    var router: GalleryRouting? { get set }
    var listener: GalleryListener? { get set }
}

// Only DemoApp/GalleryDemoAppDelegate.swift, a demo harness outside the app, builds Gallery:
// the app itself never does, so Gallery is unreachable.
final class GalleryInteractor: Interactor, GalleryInteractable { // expect: structure/unreachable-rib
    weak var router: GalleryRouting?
    weak var listener: GalleryListener?
}

final class GalleryRouter: Router<GalleryInteractable>, GalleryRouting {
    override init(interactor: GalleryInteractable) {
        super.init(interactor: interactor)
        interactor.router = self
    }
}
