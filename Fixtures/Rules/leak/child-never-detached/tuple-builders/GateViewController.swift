import RIBs
import UIKit

protocol GatePresentableListener: AnyObject {
    func showWelcome()
    func showLobby()
}

final class GateViewController: UIViewController, GatePresentable, GateViewControllable {
    weak var listener: GatePresentableListener?
}
