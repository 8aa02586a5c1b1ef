import RIBs

protocol LegacyRouting: ViewableRouting {}

protocol LegacyPresentable: Presentable {
    var listener: LegacyPresentableListener? { get set }
}

protocol LegacyListener: AnyObject {}

// Nothing builds LegacyBuilder any more (the screen was replaced by Home). The finding points at
// the class the RIB is named after.
final class LegacyInteractor: PresentableInteractor<LegacyPresentable>, LegacyInteractable, LegacyPresentableListener { // expect: structure/unreachable-rib
    weak var router: LegacyRouting?
    weak var listener: LegacyListener?

    override init(presenter: LegacyPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
