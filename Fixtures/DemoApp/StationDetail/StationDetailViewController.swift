import RIBs

protocol StationDetailPresentableListener: AnyObject {
    func didTapChoosePayment()
    func didTapUnlock()
    func didTapClose()
}

final class StationDetailViewController: StationDetailPresentable, StationDetailViewControllable {
    weak var listener: StationDetailPresentableListener?
    private var stack = ScreenStack()
    private(set) var heading = ""
    private(set) var paymentLabel: String?
    private(set) var unlockProgress: Double?

    var presentedScreens: [ViewControllable] {
        stack.screens
    }

    func present(_ screen: ViewControllable) {
        stack.present(screen)
    }

    func dismiss(_ screen: ViewControllable) {
        stack.dismiss(screen)
    }

    func show(station: Station) {
        heading = "\(station.name): \(station.availableBikes) bikes"
    }

    func show(paymentMethod: PaymentMethod?) {
        paymentLabel = paymentMethod?.label
    }

    func show(unlockProgress: Double) {
        self.unlockProgress = unlockProgress
    }

    // MARK: - User input

    func tapChoosePayment() {
        listener?.didTapChoosePayment()
    }

    func tapUnlock() {
        listener?.didTapUnlock()
    }

    func tapClose() {
        listener?.didTapClose()
    }
}
