import RIBs
import UIKit

protocol QuickActionsPresentableListener: AnyObject {}

final class QuickActionsViewController: UIViewController, QuickActionsPresentable, QuickActionsViewControllable {
    weak var listener: QuickActionsPresentableListener?
}
