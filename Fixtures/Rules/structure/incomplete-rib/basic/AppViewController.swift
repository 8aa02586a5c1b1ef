import RIBs
import UIKit

protocol AppPresentableListener: AnyObject {}

final class AppViewController: UIViewController, AppPresentable, AppViewControllable {
    weak var listener: AppPresentableListener?
}
