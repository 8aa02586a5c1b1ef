import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?

    func present(viewController: ViewControllable) {}
    func dismiss(viewController: ViewControllable) {}
    func replaceModal(viewController: ViewControllable?) {}
}
