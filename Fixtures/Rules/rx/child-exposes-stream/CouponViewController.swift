import RIBs
import UIKit

protocol CouponPresentableListener: AnyObject {
    func apply(code: String)
}

final class CouponViewController: UIViewController, CouponPresentable, CouponViewControllable {
    weak var listener: CouponPresentableListener?
}
