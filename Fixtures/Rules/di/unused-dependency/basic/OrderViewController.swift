import RIBs
import UIKit

protocol OrderPresentableListener: AnyObject {}

final class OrderViewController: UIViewController, OrderPresentable, OrderViewControllable {
    weak var listener: OrderPresentableListener?
}
