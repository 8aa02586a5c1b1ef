import RIBs

protocol LegacyDetailRouting: Routing {}

protocol LegacyDetailListener: AnyObject {}

// Built by Legacy: it has a parent, so it is not reported, even though that parent is itself
// unreachable (SPEC section 4: "a RIB that no other RIB builds").
final class LegacyDetailInteractor: Interactor, LegacyDetailInteractable {
    weak var router: LegacyDetailRouting?
    weak var listener: LegacyDetailListener?

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
