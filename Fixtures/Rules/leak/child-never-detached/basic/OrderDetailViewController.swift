import RIBs
import UIKit

protocol OrderDetailPresentableListener: AnyObject {}

final class OrderDetailViewController: UIViewController, OrderDetailPresentable, OrderDetailViewControllable {
    weak var listener: OrderDetailPresentableListener?
}
