import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {
    func didPickGame(at index: Int)
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func show(titles: [String]) {
        title = titles.joined(separator: ", ")
    }

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        viewController.uiviewController.dismiss(animated: true)
    }
}
