import RIBs
import UIKit

protocol HomePresentableListener: AnyObject {}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {
    weak var listener: HomePresentableListener?
}
