import RIBs
import UIKit

protocol OrdersPresentableListener: AnyObject {}

final class OrdersViewController: UIViewController, OrdersPresentable, OrdersViewControllable {
    weak var listener: OrdersPresentableListener?
}
