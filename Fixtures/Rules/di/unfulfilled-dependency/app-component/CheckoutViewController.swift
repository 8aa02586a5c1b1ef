import RIBs
import UIKit

protocol CheckoutPresentableListener: AnyObject {}

final class CheckoutViewController: UIViewController, CheckoutPresentable, CheckoutViewControllable {
    weak var listener: CheckoutPresentableListener?
}
