import RIBs

protocol PromoRouting: ViewableRouting {}

protocol PromoPresentable: Presentable {
    var listener: PromoPresentableListener? { get set }
}

protocol PromoListener: AnyObject {
    func promoDidDismiss()
}

// Root's builder constructs PromoBuilder but drops it: no router holds a PromoBuildable, so
// nothing ever attaches Promo. Making a builder is not building the RIB.
final class PromoInteractor: PresentableInteractor<PromoPresentable>, PromoInteractable, PromoPresentableListener { // expect: structure/unreachable-rib
    weak var router: PromoRouting?
    weak var listener: PromoListener?

    private let couponFeed: CouponFeed

    init(presenter: PromoPresentable, couponFeed: CouponFeed) {
        self.couponFeed = couponFeed
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didTapClose() {
        listener?.promoDidDismiss()
    }
}
