import RIBs
import UIKit

protocol MenuPresentableListener: AnyObject {}

final class MenuViewController: UIViewController, MenuPresentable, MenuViewControllable {
    weak var listener: MenuPresentableListener?
}
