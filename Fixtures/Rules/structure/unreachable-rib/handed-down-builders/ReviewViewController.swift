import RIBs
import UIKit

protocol ReviewPresentableListener: AnyObject {}

final class ReviewViewController: UIViewController, ReviewPresentable, ReviewViewControllable {
    weak var listener: ReviewPresentableListener?
}
