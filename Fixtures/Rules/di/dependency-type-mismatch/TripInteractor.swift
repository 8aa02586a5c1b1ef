import RIBs

protocol TripRouting: ViewableRouting {}

protocol TripPresentable: Presentable {
    var listener: TripPresentableListener? { get set }
}

protocol TripListener: AnyObject {}

final class TripInteractor: PresentableInteractor<TripPresentable>, TripInteractable, TripPresentableListener {
    weak var router: TripRouting?
    weak var listener: TripListener?

    override init(presenter: TripPresentable) {
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
