import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UINavigationController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func show(browser: ViewControllable) {
        setViewControllers([browser.uiviewController], animated: false)
    }
}
