import RIBs
import UIKit

protocol TrackingPresentableListener: AnyObject {}

final class TrackingViewController: UIViewController, TrackingPresentable, TrackingViewControllable {
    weak var listener: TrackingPresentableListener?
}
