import RIBs

protocol RootInteractable: Interactable, AlbumListener, ShareListener, MapListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let albumBuilder: AlbumBuildable
    private let shareBuilder: ShareBuildable
    private let mapBuilder: MapBuildable
    private var map: ViewableRouting?
    // Named after no child: what it holds is known from what the build that set it made.
    private var current: ViewableRouting?

    init(interactor: RootInteractable, viewController: RootViewControllable, albumBuilder: AlbumBuildable,
         shareBuilder: ShareBuildable, mapBuilder: MapBuildable) {
        self.mapBuilder = mapBuilder
        self.albumBuilder = albumBuilder
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let album = albumBuilder.build(withListener: interactor)
        current = album
        attachChild(album)
    }

    // The hand-over from Album, which only didLoad attaches: it detaches Album, whose listener
    // call runs it, so it runs once. Clean.
    func routeAfterAlbum() {
        detachAlbum()
        attachChild(shareBuilder.build(withListener: interactor))
    }

    // The same shape run from the view's button: every tap after the first attaches one more.
    func closeAlbum() {
        detachAlbum()
        attachChild(shareBuilder.build(withListener: interactor)) // expect: leak/child-never-detached
    }

    private func detachAlbum() {
        if let current {
            detachChild(current)
            self.current = nil
        }
    }

    // The detach-everything helper of `extension Routing` exists, but this router never calls
    // it: each tap attaches another Share, and nothing detaches it.
    func routeToShare() {
        attachChild(shareBuilder.build(withListener: interactor)) // expect: leak/child-never-detached
    }

    // Clean: the local Share is handed, once attached, to the helper of `extension
    // ViewableRouter` that detaches it when its screen is dismissed.
    func presentShareSheet() {
        let share = shareBuilder.build(withListener: interactor)
        attachChild(share)
        detachWhenDismissed(child: share)
    }

    // The local Map is handed only to a helper that notes it: every call attaches one more.
    func previewMap() {
        let map = mapBuilder.build(withListener: interactor)
        attachChild(map) // expect: leak/child-never-detached
        log(shown: map)
    }

    // Clean: `replace` hands `map` to `release`, which detaches it, before attaching the new one.
    func routeToMap() {
        replace(map) {
            let map = mapBuilder.build(withListener: interactor)
            self.map = map
            attachChild(map)
        }
    }
}
