import RIBs

protocol FolderInteractable: Interactable, FolderListener {
    var router: FolderRouting? { get set }
    var listener: FolderListener? { get set }
}

protocol FolderViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
    func pop(viewController: ViewControllable)
}

final class FolderRouter: ViewableRouter<FolderInteractable, FolderViewControllable>, FolderRouting {
    private let folderBuilder: FolderBuildable
    private var subfolder: FolderRouting?

    init(interactor: FolderInteractable, viewController: FolderViewControllable, folderBuilder: FolderBuildable) {
        self.folderBuilder = folderBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    // One level deeper: the open subfolder, if any, is closed before the next one is attached.
    func routeToSubfolder(path: String) {
        if let current = subfolder {
            detachChild(current)
            viewController.pop(viewController: current.viewControllable)
        }
        let subfolder = folderBuilder.build(withListener: interactor, path: path)
        self.subfolder = subfolder
        attachChild(subfolder)
        viewController.push(viewController: subfolder.viewControllable)
    }

    func routeBackFromSubfolder() {
        guard let subfolder = subfolder else { return }
        detachChild(subfolder)
        viewController.pop(viewController: subfolder.viewControllable)
        self.subfolder = nil
    }
}
