import RIBs
import UIKit

protocol OffGamePresentableListener: AnyObject {
    func startGame()
}

final class OffGameViewController: UIViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    private let player1Name: String
    private let player2Name: String

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(nibName: nil, bundle: nil)
    }
}
