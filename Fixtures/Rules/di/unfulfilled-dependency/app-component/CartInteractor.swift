import RIBs

protocol CartRouting: ViewableRouting {}

protocol CartPresentable: Presentable {
    var listener: CartPresentableListener? { get set }
}

protocol CartListener: AnyObject {}

final class CartInteractor: PresentableInteractor<CartPresentable>, CartInteractable, CartPresentableListener {
    weak var router: CartRouting?
    weak var listener: CartListener?

    private let basket: Basket

    init(presenter: CartPresentable, basket: Basket) {
        self.basket = basket
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
