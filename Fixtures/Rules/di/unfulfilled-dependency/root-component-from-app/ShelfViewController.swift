import RIBs
import UIKit

protocol ShelfPresentableListener: AnyObject {}

final class ShelfViewController: UIViewController, ShelfPresentable, ShelfViewControllable {
    weak var listener: ShelfPresentableListener?
}
