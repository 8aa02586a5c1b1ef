import RIBs
import UIKit

protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

final class TicTacToeViewController: UIViewController, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    private let playerNames: (String, String)

    init(playerNames: (String, String)) {
        self.playerNames = playerNames
        super.init(nibName: nil, bundle: nil)
    }
}
