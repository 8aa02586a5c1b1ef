import RIBs

protocol CouponInteractable: Interactable {
    var router: CouponRouting? { get set }
    var listener: CouponListener? { get set }
}

protocol CouponViewControllable: ViewControllable {}

final class CouponRouter: ViewableRouter<CouponInteractable, CouponViewControllable>, CouponRouting {
    init(interactor: CouponInteractable, viewController: CouponViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
