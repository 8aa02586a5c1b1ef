import RIBs

protocol OrderDetailRouting: ViewableRouting {}

protocol OrderDetailPresentable: Presentable {
    var listener: OrderDetailPresentableListener? { get set }
}

protocol OrderDetailListener: AnyObject {}

final class OrderDetailInteractor: PresentableInteractor<OrderDetailPresentable>, OrderDetailInteractable, OrderDetailPresentableListener {
    weak var router: OrderDetailRouting?
    weak var listener: OrderDetailListener?

    override init(presenter: OrderDetailPresentable) {
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
