import RIBs
import UIKit

protocol HelpPresentableListener: AnyObject {
    func didTapClose()
}

final class HelpViewController: UIViewController, HelpPresentable, HelpViewControllable {
    weak var listener: HelpPresentableListener?
}
