import RIBs
import UIKit

protocol ReceiptPresentableListener: AnyObject {}

final class ReceiptViewController: UIViewController, ReceiptPresentable, ViewControllable {
    weak var listener: ReceiptPresentableListener?
}
