import RIBs
import UIKit

protocol HotelsPresentableListener: AnyObject {}

final class HotelsViewController: UIViewController, HotelsPresentable, HotelsViewControllable {
    weak var listener: HotelsPresentableListener?
}
