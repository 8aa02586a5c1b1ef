import RIBs
import UIKit

protocol PromoPresentableListener: AnyObject {
    func didTapClose()
}

final class PromoViewController: UIViewController, PromoPresentable, PromoViewControllable {
    weak var listener: PromoPresentableListener?
}
