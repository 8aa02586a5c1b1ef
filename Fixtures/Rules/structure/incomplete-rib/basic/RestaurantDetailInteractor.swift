import RIBs

protocol RestaurantDetailRouting: ViewableRouting {}

protocol RestaurantDetailPresentable: Presentable {
    var listener: RestaurantDetailPresentableListener? { get set }
}

protocol RestaurantDetailListener: AnyObject {}

final class RestaurantDetailInteractor: PresentableInteractor<RestaurantDetailPresentable>, RestaurantDetailInteractable, RestaurantDetailPresentableListener {
    weak var router: RestaurantDetailRouting?
    weak var listener: RestaurantDetailListener?

    override init(presenter: RestaurantDetailPresentable) {
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
