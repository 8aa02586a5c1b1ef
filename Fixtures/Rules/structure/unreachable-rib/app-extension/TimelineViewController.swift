import RIBs
import UIKit

protocol TimelinePresentableListener: AnyObject {}

final class TimelineViewController: UIViewController, TimelinePresentable, TimelineViewControllable {
    weak var listener: TimelinePresentableListener?
}
