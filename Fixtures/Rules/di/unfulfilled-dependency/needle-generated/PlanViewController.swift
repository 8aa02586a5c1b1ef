import RIBs
import UIKit

protocol PlanPresentableListener: AnyObject {}

final class PlanViewController: UIViewController, PlanPresentable, PlanViewControllable {
    weak var listener: PlanPresentableListener?
}
