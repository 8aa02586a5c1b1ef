import RIBs
import RxCocoa
import RxSwift

protocol CartInteractable: Interactable, CouponListener {
    var router: CartRouting? { get set }
    var listener: CartListener? { get set }
    // Cart's own router reads this; the interactable is not what Cart's parent sees: clean.
    var total: BehaviorRelay<Double> { get }
    // Plain values and methods are fine; only stream-typed properties are the smell here.
    var isEditing: Bool { get }
    // A method, not a property: SPEC section 4 names properties only, so this does not fire.
    func totalUpdates() -> Observable<Double>
    // var total: Observable<Double> { get }   (in a comment: not a declaration)
}

protocol CartViewControllable: ViewControllable {
    // A view-facing protocol, not parent-facing: not checked.
    var scrolls: Observable<Void> { get }
}

final class CartRouter: ViewableRouter<CartInteractable, CartViewControllable>, CartRouting {
    private let couponBuilder: CouponBuildable

    init(interactor: CartInteractable, viewController: CartViewControllable, couponBuilder: CouponBuildable) {
        self.couponBuilder = couponBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let coupon = couponBuilder.build(withListener: interactor)
        attachChild(coupon)
        // The parent reads the child's stream through the child's routing protocol.
        _ = coupon.selection
    }
}
