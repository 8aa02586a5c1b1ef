// relevance: needed (a view controller: inherits from a framework view base)
import RIBs
import UIKit

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
    func show(score: String) {}
}
