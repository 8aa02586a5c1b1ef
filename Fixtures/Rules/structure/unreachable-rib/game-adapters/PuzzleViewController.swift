import RIBs
import UIKit

protocol PuzzlePresentableListener: AnyObject {
    func didFinish()
}

final class PuzzleViewController: UIViewController, PuzzlePresentable, PuzzleViewControllable {
    weak var listener: PuzzlePresentableListener?
}
