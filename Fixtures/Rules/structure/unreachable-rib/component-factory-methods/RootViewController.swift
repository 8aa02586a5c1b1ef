import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func show(tab: ViewControllable) {
        viewControllers = [tab.uiviewController]
    }
}
