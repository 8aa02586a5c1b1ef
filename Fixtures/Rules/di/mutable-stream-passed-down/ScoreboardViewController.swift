import RIBs
import UIKit

protocol ScoreboardPresentableListener: AnyObject {}

final class ScoreboardViewController: UIViewController, ScoreboardPresentable, ScoreboardViewControllable {
    weak var listener: ScoreboardPresentableListener?
}
