import RIBs

protocol TrackingRouting: ViewableRouting {}

protocol TrackingPresentable: Presentable {
    var listener: TrackingPresentableListener? { get set }
}

protocol TrackingListener: AnyObject {}

final class TrackingInteractor: PresentableInteractor<TrackingPresentable>, TrackingInteractable, TrackingPresentableListener {
    weak var router: TrackingRouting?
    weak var listener: TrackingListener?

    private let orderId: String
    private let courierName: String
    private let mapStyle: String

    init(presenter: TrackingPresentable, orderId: String, courierName: String, mapStyle: String) {
        self.orderId = orderId
        self.courierName = courierName
        self.mapStyle = mapStyle
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
