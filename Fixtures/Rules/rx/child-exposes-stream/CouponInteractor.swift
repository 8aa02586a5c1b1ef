import Combine
import RIBs
import RxSwift

protocol CouponRouting: ViewableRouting {
    var selection: AnyPublisher<String, Never> { get } // expect: rx/child-exposes-stream
    // On the parent-facing protocol but read by nothing outside Coupon: nothing flows up yet.
    var isValid: CurrentValueSubject<Bool, Never> { get }
}

protocol CouponPresentable: Presentable {
    var listener: CouponPresentableListener? { get set }
}

protocol CouponListener: AnyObject {
    func couponDidApply(code: String)
}

final class CouponInteractor: PresentableInteractor<CouponPresentable>, CouponInteractable, CouponPresentableListener {
    weak var router: CouponRouting?
    weak var listener: CouponListener?

    private let appliedSubject = PublishSubject<String>()

    var couponApplied: Observable<String> { appliedSubject.asObservable() }

    override init(presenter: CouponPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func apply(code: String) {
        appliedSubject.onNext(code)
        listener?.couponDidApply(code: code)
    }
}
