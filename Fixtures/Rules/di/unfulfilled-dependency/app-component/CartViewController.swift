import RIBs
import UIKit

protocol CartPresentableListener: AnyObject {}

final class CartViewController: UIViewController, CartPresentable, CartViewControllable {
    weak var listener: CartPresentableListener?
}
