import RIBs
import UIKit

protocol ExercisePresentableListener: AnyObject {}

final class ExerciseViewController: UIViewController, ExercisePresentable, ExerciseViewControllable {
    weak var listener: ExercisePresentableListener?
}
