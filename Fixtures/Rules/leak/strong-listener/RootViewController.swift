import RIBs
import UIKit

protocol RootPresentableListener: AnyObject {}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable, ProfileScrollDelegate {
    weak var listener: RootPresentableListener?
    // Matched by its name alone, but Root's interactor implements the type: a reference up to the
    // interactor, which owns this view controller through its presenter.
    var delegate: RootLayoutObserving? // expect: leak/strong-listener
}

protocol RootLayoutObserving: AnyObject {
    func layoutDidChange()
}

extension RootInteractor: RootLayoutObserving {
    func layoutDidChange() {}
}
