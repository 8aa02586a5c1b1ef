import RIBs
import UIKit

protocol LoansPresentableListener: AnyObject {}

final class LoansViewController: UIViewController, LoansPresentable, LoansViewControllable {
    weak var listener: LoansPresentableListener?
}
