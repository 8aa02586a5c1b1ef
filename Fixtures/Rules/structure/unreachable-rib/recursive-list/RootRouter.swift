import RIBs

protocol RootInteractable: Interactable, FolderListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(browser: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let folderBuilder: FolderBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, folderBuilder: FolderBuildable) {
        self.folderBuilder = folderBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // The volume's top folder, attached once for the app's life.
    override func didLoad() {
        super.didLoad()
        let topFolder = folderBuilder.build(withListener: interactor, path: "/")
        attachChild(topFolder)
        viewController.show(browser: topFolder.viewControllable)
    }
}
