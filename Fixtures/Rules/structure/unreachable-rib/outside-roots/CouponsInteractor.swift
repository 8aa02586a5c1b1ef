import RIBs

protocol CouponsRouting: ViewableRouting {}

protocol CouponsPresentable: Presentable {
    var listener: CouponsPresentableListener? { get set }
}

protocol CouponsListener: AnyObject {}

// Nothing builds CouponsBuilder: not the app, not a RIB, not the bridge.
final class CouponsInteractor: PresentableInteractor<CouponsPresentable>, CouponsInteractable, CouponsPresentableListener { // expect: structure/unreachable-rib
    weak var router: CouponsRouting?
    weak var listener: CouponsListener?

    override init(presenter: CouponsPresentable) {
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
