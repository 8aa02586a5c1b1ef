import RIBs
import UIKit

protocol ReceiptPresentableListener: AnyObject {}

final class ReceiptViewController: UIViewController, ReceiptPresentable, ReceiptViewControllable {
    weak var listener: ReceiptPresentableListener?
}
