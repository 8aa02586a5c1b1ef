import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {
    func didTapShare()
    func didTapMap()
    func didTapClose()
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
}
