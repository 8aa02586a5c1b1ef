import RIBs
import UIKit

protocol InboxPresentableListener: AnyObject {}

final class InboxViewController: UIViewController, InboxPresentable, InboxViewControllable {
    weak var listener: InboxPresentableListener?
}
