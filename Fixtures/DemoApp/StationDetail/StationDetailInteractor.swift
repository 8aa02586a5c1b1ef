import RIBs

protocol StationDetailRouting: ViewableRouting {
    func routeToPaymentPicker()
    func routeAwayFromPaymentPicker()
    func routeToUnlock()
    func routeAwayFromUnlock()
}

protocol StationDetailPresentable: Presentable {
    var listener: StationDetailPresentableListener? { get set }
    func show(station: Station)
    func show(paymentMethod: PaymentMethod?)
    func show(unlockProgress: Double)
}

protocol StationDetailListener: AnyObject {
    func stationDetailDidClose()
    func stationDetailDidUnlock(bikeID: String)
}

final class StationDetailInteractor: PresentableInteractor<StationDetailPresentable>, StationDetailInteractable, StationDetailPresentableListener {
    weak var router: StationDetailRouting?
    weak var listener: StationDetailListener?
    private let station: Station
    private(set) var chosenPayment: PaymentMethod?

    init(presenter: StationDetailPresentable, station: Station) {
        self.station = station
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(station: station)
        presenter.show(paymentMethod: chosenPayment)
    }

    // MARK: - StationDetailPresentableListener

    func didTapChoosePayment() {
        router?.routeToPaymentPicker()
    }

    func didTapUnlock() {
        // A bike is only released to a rider who said how the ride will be paid.
        guard chosenPayment != nil, station.availableBikes > 0 else { return }
        router?.routeToUnlock()
    }

    func didTapClose() {
        listener?.stationDetailDidClose()
    }

    // MARK: - PaymentPickerListener

    func paymentPickerDidSelect(_ method: PaymentMethod) {
        chosenPayment = method
        presenter.show(paymentMethod: method)
        router?.routeAwayFromPaymentPicker()
    }

    // MARK: - UnlockListener

    func unlockDidSucceed(bikeID: String) {
        listener?.stationDetailDidUnlock(bikeID: bikeID)
    }

    func unlockDidCancel() {
        router?.routeAwayFromUnlock()
    }

    // MARK: - Deliberate violation

    /// Deliberate violation: the parent subscribes to a stream its child Unlock exposes on
    /// UnlockRouting, instead of Unlock reporting progress through UnlockListener.
    func unlockDidAttach(_ unlock: UnlockRouting) {
        unlock.unlockProgress.sink { [weak self] progress in self?.presenter.show(unlockProgress: progress) }.cancelOnDeactivate(interactor: self) // expect: rx/upward-subscription
    }
}
