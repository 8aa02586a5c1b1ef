import RIBs
import UIKit

protocol ChessPresentableListener: AnyObject {
    func didFinish()
}

final class ChessViewController: UIViewController, ChessPresentable, ChessViewControllable {
    weak var listener: ChessPresentableListener?
}
