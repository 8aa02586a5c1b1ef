import RIBs
import RxCocoa
import RxSwift

protocol CartRouting: ViewableRouting {}

protocol CartPresentable: Presentable {
    var listener: CartPresentableListener? { get set }
    // Presenter to interactor: not parent-facing.
    var checkoutTaps: Observable<Void> { get }
}

protocol CartListener: AnyObject {
    // The parent's side: a Listener protocol is not checked.
    var isLoggedIn: Observable<Bool> { get }
}

final class CartInteractor: PresentableInteractor<CartPresentable>, CartInteractable, CartPresentableListener {
    weak var router: CartRouting?
    weak var listener: CartListener?

    // The implementing class is not a protocol: only the Interactable declaration fires.
    let total = BehaviorRelay<Double>(value: 0)
    private(set) var isEditing = false

    override init(presenter: CartPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func totalUpdates() -> Observable<Double> {
        total.asObservable()
    }

    func couponDidApply(code: String) {}
}
