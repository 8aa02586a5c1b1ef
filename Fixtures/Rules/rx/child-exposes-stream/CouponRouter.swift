import Combine
import RIBs
import RxSwift

protocol CouponInteractable: Interactable {
    var router: CouponRouting? { get set }
    var listener: CouponListener? { get set }
    // The interactable is what Coupon's own router sees: a stream here is read inside the RIB.
    var couponApplied: Observable<String> { get }
}

protocol CouponViewControllable: ViewControllable {}

final class CouponRouter: ViewableRouter<CouponInteractable, CouponViewControllable>, CouponRouting {
    private let selectionSubject = PassthroughSubject<String, Never>()
    let isValid = CurrentValueSubject<Bool, Never>(false)

    var selection: AnyPublisher<String, Never> { selectionSubject.eraseToAnyPublisher() }

    init(interactor: CouponInteractable, viewController: CouponViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
