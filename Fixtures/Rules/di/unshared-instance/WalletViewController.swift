import RIBs
import UIKit

protocol WalletPresentableListener: AnyObject {}

final class WalletViewController: UIViewController, WalletPresentable, WalletViewControllable {
    weak var listener: WalletPresentableListener?
}
