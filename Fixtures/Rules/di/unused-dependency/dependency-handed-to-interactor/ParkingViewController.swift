import RIBs
import UIKit

protocol ParkingPresentableListener: AnyObject {}

final class ParkingViewController: UIViewController, ParkingPresentable, ParkingViewControllable {
    weak var listener: ParkingPresentableListener?
}
