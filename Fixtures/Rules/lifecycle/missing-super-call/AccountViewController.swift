import RIBs
import UIKit

protocol AccountPresentableListener: AnyObject {}

final class AccountViewController: UIViewController, AccountPresentable, AccountViewControllable {
    weak var listener: AccountPresentableListener?
}
