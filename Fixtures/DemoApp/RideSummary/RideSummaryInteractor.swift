import RIBs

protocol RideSummaryRouting: ViewableRouting {}

protocol RideSummaryPresentable: Presentable {
    var listener: RideSummaryPresentableListener? { get set }
    func show(receipt: RideReceipt, price: Price)
}

protocol RideSummaryListener: AnyObject {
    func rideSummaryDidClose()
}

final class RideSummaryInteractor: PresentableInteractor<RideSummaryPresentable>, RideSummaryInteractable, RideSummaryPresentableListener {
    weak var router: RideSummaryRouting?
    // Deliberate violation: the listener (the parent's interactor) is held strongly.
    var listener: RideSummaryListener? // expect: leak/strong-listener
    private let receipt: RideReceipt
    private let fareCalculator: FareCalculator

    init(presenter: RideSummaryPresentable, receipt: RideReceipt, fareCalculator: FareCalculator) {
        self.receipt = receipt
        self.fareCalculator = fareCalculator
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(receipt: receipt, price: fareCalculator.price(for: receipt))
        // Deliberate violation: the interactor reaches past its presenter protocol to the concrete view.
        (presenter as? RideSummaryViewController)?.highlightTotal() // expect: structure/view-in-interactor
    }

    // MARK: - RideSummaryPresentableListener

    func didTapDone() {
        listener?.rideSummaryDidClose()
    }
}
