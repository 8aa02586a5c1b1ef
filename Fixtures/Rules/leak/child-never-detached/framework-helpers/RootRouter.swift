import RIBs

protocol RootInteractable: Interactable, AlbumListener, ShareListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let albumBuilder: AlbumBuildable
    private let shareBuilder: ShareBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, albumBuilder: AlbumBuildable,
         shareBuilder: ShareBuildable) {
        self.albumBuilder = albumBuilder
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachChild(albumBuilder.build(withListener: interactor))
    }

    // The detach-everything helper of `extension Routing` exists, but this router never calls
    // it: each tap attaches another Share, and nothing detaches it.
    func routeToShare() {
        attachChild(shareBuilder.build(withListener: interactor)) // expect: leak/child-never-detached
    }
}
