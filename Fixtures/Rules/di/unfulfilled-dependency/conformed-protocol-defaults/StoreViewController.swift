import RIBs
import UIKit

protocol StorePresentableListener: AnyObject {}

final class StoreViewController: UIViewController, StorePresentable, StoreViewControllable {
    weak var listener: StorePresentableListener?
}
