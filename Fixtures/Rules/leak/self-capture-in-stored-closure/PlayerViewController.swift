import RIBs
import RxCocoa
import RxSwift
import UIKit

protocol PlayerPresentableListener: AnyObject {
    func reload()
}

final class PlayerViewController: UIViewController, PlayerPresentable, PlayerViewControllable {
    weak var listener: PlayerPresentableListener?
    private var relayout: (() -> Void)?
    private var handlers: [() -> Void] = []
    private let disposeBag = DisposeBag()
    private let playTaps = PublishRelay<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        relayout = { self.view.setNeedsLayout() } // expect: leak/self-capture-in-stored-closure
        // RxSwift's result-builder `insert { }` runs this closure once, right here, and keeps the
        // disposables it returns: the closure itself is not stored, clean.
        disposeBag.insert {
            playTaps.withUnretained(self).bind { owner, _ in owner.listener?.reload() }
        }
        // An array of closures does keep what is appended to it.
        handlers.append { self.view.layoutIfNeeded() } // expect: leak/self-capture-in-stored-closure
    }

    func show(progress: Double) {
        relayout?()
    }

    func show(message: String) {
        title = message
    }
}
