import RIBs
import SwiftUI

protocol BadgeRouting: Routing {}

protocol BadgeListener: AnyObject {}

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
