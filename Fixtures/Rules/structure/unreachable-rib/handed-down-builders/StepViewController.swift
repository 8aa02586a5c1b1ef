import RIBs
import UIKit

protocol StepPresentableListener: AnyObject {}

final class StepViewController: UIViewController, StepPresentable, StepViewControllable {
    weak var listener: StepPresentableListener?
}
