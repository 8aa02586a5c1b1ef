import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    func present(_ viewController: ViewControllable) {}
    func dismiss(_ viewController: ViewControllable) {}
}
