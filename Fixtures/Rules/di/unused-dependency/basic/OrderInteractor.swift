import RIBs

protocol OrderRouting: ViewableRouting {}

protocol OrderPresentable: Presentable {
    var listener: OrderPresentableListener? { get set }
}

protocol OrderListener: AnyObject {}

final class OrderInteractor: PresentableInteractor<OrderPresentable>, OrderInteractable, OrderPresentableListener {
    weak var router: OrderRouting?
    weak var listener: OrderListener?

    override init(presenter: OrderPresentable) {
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
