import RIBs
import SwiftUI

protocol BadgeRouting: Routing {}

protocol BadgeListener: AnyObject {
    // The child hands its parent a view controller to present from: the parent's interactor
    // must take it as the protocol says.
    func badgeWantsSharing(from viewController: UIViewController)
    func badgeWantsHelp(from viewController: UIViewController)
}

final class BadgeInteractor: Interactor, BadgeInteractable {
    weak var router: BadgeRouting?
    weak var listener: BadgeListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func makeBadge() -> some View { // expect: structure/view-in-interactor
        Text("1")
    }
}
