import RIBs
import UIKit

protocol CouponsPresentableListener: AnyObject {}

final class CouponsViewController: UIViewController, CouponsPresentable, CouponsViewControllable {
    weak var listener: CouponsPresentableListener?
}
