import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable, ProfileScrollDelegate {
    weak var listener: RootPresentableListener?
}
