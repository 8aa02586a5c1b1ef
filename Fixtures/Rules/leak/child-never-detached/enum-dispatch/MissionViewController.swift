import RIBs
import UIKit

protocol MissionPresentableListener: AnyObject {
    func retryTapped()
}

final class MissionViewController: UIViewController, MissionPresentable, MissionViewControllable {
    weak var listener: MissionPresentableListener?
}
