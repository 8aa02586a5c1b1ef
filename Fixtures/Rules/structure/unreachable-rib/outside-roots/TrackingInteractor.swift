import RIBs

protocol TrackingRouting: ViewableRouting {}

protocol TrackingPresentable: Presentable {
    var listener: TrackingPresentableListener? { get set }
}

protocol TrackingListener: AnyObject {}

final class TrackingInteractor: PresentableInteractor<TrackingPresentable>, TrackingInteractable, TrackingPresentableListener {
    weak var router: TrackingRouting?
    weak var listener: TrackingListener?

    private let parcels: ParcelStore

    init(presenter: TrackingPresentable, parcels: ParcelStore) {
        self.parcels = parcels
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
