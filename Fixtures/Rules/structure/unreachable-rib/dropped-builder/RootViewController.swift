import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {
    func didTapHelp()
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true)
    }

    func dismiss(viewController: ViewControllable) {
        guard presentedViewController === viewController.uiviewController else { return }
        dismiss(animated: true)
    }
}
