import RIBs
import UIKit

protocol PlayerPresentableListener: AnyObject {}

final class PlayerViewController: UIViewController, PlayerPresentable {
    weak var listener: PlayerPresentableListener?
}
