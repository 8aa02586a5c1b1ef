import RIBs

protocol CouponRouting: ViewableRouting {}

protocol CouponPresentable: Presentable {
    var listener: CouponPresentableListener? { get set }
}

protocol CouponListener: AnyObject {}

// Clean: misspelt, but a real interactor (a PresentableInteractor subclass) of the complete
// Coupon RIB: CouponBuilder makes it, CouponRouter routes it, Root attaches it. The RIB is
// named Coupon (from its router and builder), not CouponInteracter.
final class CouponInteracter: PresentableInteractor<CouponPresentable>, CouponInteractable, CouponPresentableListener {
    weak var router: CouponRouting?
    weak var listener: CouponListener?

    private let wallet: CouponWallet

    init(presenter: CouponPresentable, wallet: CouponWallet) {
        self.wallet = wallet
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didClip(code: String) {
        wallet.clip(code)
    }
}
