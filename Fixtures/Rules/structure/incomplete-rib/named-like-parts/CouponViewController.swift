import RIBs
import UIKit

protocol CouponPresentableListener: AnyObject {
    func didClip(code: String)
}

final class CouponViewController: UIViewController, CouponPresentable, CouponViewControllable {
    weak var listener: CouponPresentableListener?
}
