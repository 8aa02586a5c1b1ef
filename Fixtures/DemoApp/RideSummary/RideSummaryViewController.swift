import Foundation
import RIBs

protocol RideSummaryPresentableListener: AnyObject {
    func didTapDone()
}

final class RideSummaryViewController: RideSummaryPresentable, RideSummaryViewControllable {
    weak var listener: RideSummaryPresentableListener?
    private(set) var distanceText = ""
    private(set) var totalText = ""
    private(set) var isTotalHighlighted = false

    func show(receipt: RideReceipt, price: Price) {
        distanceText = "\(receipt.meters) m on bike \(receipt.bikeID)"
        totalText = "\(price.cents / 100).\(String(format: "%02d", price.cents % 100)) \(price.currency.code)"
    }

    func highlightTotal() {
        isTotalHighlighted = true
    }

    // MARK: - User input

    func tapDone() {
        listener?.didTapDone()
    }
}
