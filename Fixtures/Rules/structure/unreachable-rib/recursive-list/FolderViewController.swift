import RIBs
import UIKit

protocol FolderPresentableListener: AnyObject {
    func didOpen(entry: String)
    func didTapBack()
}

final class FolderViewController: UITableViewController, FolderPresentable, FolderViewControllable {
    weak var listener: FolderPresentableListener?
    private var entries: [String] = []

    func show(entries: [String]) {
        self.entries = entries
        tableView.reloadData()
    }

    func push(viewController: ViewControllable) {
        navigationController?.pushViewController(viewController.uiviewController, animated: true)
    }

    func pop(viewController: ViewControllable) {
        guard navigationController?.topViewController === viewController.uiviewController else { return }
        navigationController?.popViewController(animated: true)
    }
}
