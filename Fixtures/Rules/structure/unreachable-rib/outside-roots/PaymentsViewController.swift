import RIBs
import UIKit

protocol PaymentsPresentableListener: AnyObject {}

final class PaymentsViewController: UIViewController, PaymentsPresentable, PaymentsViewControllable {
    weak var listener: PaymentsPresentableListener?
}
