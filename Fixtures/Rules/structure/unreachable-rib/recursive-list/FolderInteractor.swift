import RIBs

protocol FolderRouting: ViewableRouting {
    func routeToSubfolder(path: String)
    func routeBackFromSubfolder()
}

protocol FolderPresentable: Presentable {
    var listener: FolderPresentableListener? { get set }
    func show(entries: [String])
}

protocol FolderListener: AnyObject {
    func folderDidClose()
}

final class FolderInteractor: PresentableInteractor<FolderPresentable>, FolderInteractable, FolderPresentableListener {
    weak var router: FolderRouting?
    weak var listener: FolderListener?

    private let path: String
    private let fileStore: FileStore

    init(presenter: FolderPresentable, path: String, fileStore: FileStore) {
        self.path = path
        self.fileStore = fileStore
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(entries: fileStore.entries(in: path))
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // MARK: - FolderPresentableListener

    func didOpen(entry: String) {
        let child = path + entry
        guard fileStore.isFolder(child) else { return }
        router?.routeToSubfolder(path: child)
    }

    func didTapBack() {
        listener?.folderDidClose()
    }

    // MARK: - FolderListener (the subfolder this folder opened)

    func folderDidClose() {
        router?.routeBackFromSubfolder()
    }
}
