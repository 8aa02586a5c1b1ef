import RIBs
import UIKit

protocol GamePresentableListener: AnyObject {}

final class GameViewController: UIViewController, GamePresentable, GameViewControllable {
    weak var listener: GamePresentableListener?
}
