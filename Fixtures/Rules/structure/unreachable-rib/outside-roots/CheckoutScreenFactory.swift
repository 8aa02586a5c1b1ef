import UIKit

/// The checkout flow's screens, made the app's own way: no RIB builds them.
final class CheckoutScreenFactory {
    func receiptScreen(total: String) -> UIViewController {
        ReceiptViewController(interactor: ReceiptScreenInteractor(total: total))
    }
}
