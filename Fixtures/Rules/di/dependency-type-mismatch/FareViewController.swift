import RIBs
import UIKit

protocol FarePresentableListener: AnyObject {}

final class FareViewController: UIViewController, FarePresentable, FareViewControllable {
    weak var listener: FarePresentableListener?
}
