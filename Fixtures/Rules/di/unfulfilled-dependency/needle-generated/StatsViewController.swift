import RIBs
import UIKit

protocol StatsPresentableListener: AnyObject {}

final class StatsViewController: UIViewController, StatsPresentable, StatsViewControllable {
    weak var listener: StatsPresentableListener?
}
