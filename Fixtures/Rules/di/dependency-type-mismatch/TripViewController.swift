import RIBs
import UIKit

protocol TripPresentableListener: AnyObject {}

final class TripViewController: UIViewController, TripPresentable, TripViewControllable {
    weak var listener: TripPresentableListener?
}
