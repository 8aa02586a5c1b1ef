import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?

    // UIKit loads a view controller's view once.
    override func viewDidLoad() {
        super.viewDidLoad()
        listener?.viewDidLoad()
    }

    // Every time the screen shows again.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        listener?.viewDidAppear()
    }

    func present(_ viewController: ViewControllable) {}
    func dismiss(_ viewController: ViewControllable) {}
}
