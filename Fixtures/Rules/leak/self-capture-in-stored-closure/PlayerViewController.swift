import RIBs
import UIKit

protocol PlayerPresentableListener: AnyObject {
    func reload()
}

final class PlayerViewController: UIViewController, PlayerPresentable, PlayerViewControllable {
    weak var listener: PlayerPresentableListener?
    private var relayout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        relayout = { self.view.setNeedsLayout() } // expect: leak/self-capture-in-stored-closure
    }

    func show(progress: Double) {
        relayout?()
    }

    func show(message: String) {
        title = message
    }
}
