import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UINavigationController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func show(content: ViewControllable) {
        setViewControllers([content.uiviewController], animated: false)
    }
}
