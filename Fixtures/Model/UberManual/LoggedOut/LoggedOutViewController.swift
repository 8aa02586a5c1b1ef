import RIBs
import UIKit

protocol LoggedOutPresentableListener: AnyObject {
    func login(player1Name: String?, player2Name: String?)
}

final class LoggedOutViewController: UIViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}
