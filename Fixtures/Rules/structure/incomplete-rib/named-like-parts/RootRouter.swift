import RIBs

protocol RootInteractable: Interactable, CouponListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let couponBuilder: CouponBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, couponBuilder: CouponBuildable) {
        self.couponBuilder = couponBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let coupon = couponBuilder.build(withListener: interactor)
        attachChild(coupon)
    }
}
