import Combine
import RIBs
import RxSwift

protocol CouponInteractable: Interactable {
    var router: CouponRouting? { get set }
    var listener: CouponListener? { get set }
    var couponApplied: Observable<String> { get } // expect: rx/child-exposes-stream
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
