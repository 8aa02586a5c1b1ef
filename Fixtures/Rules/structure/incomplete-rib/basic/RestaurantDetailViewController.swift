import RIBs
import UIKit

protocol RestaurantDetailPresentableListener: AnyObject {}

final class RestaurantDetailViewController: UIViewController, RestaurantDetailPresentable, RestaurantDetailViewControllable {
    weak var listener: RestaurantDetailPresentableListener?
}
