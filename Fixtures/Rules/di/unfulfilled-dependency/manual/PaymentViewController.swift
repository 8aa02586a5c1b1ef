import RIBs
import UIKit

protocol PaymentPresentableListener: AnyObject {}

final class PaymentViewController: UIViewController, PaymentPresentable, PaymentViewControllable {
    weak var listener: PaymentPresentableListener?
    private let formatter: CurrencyFormatter
    private let locale: String

    init(formatter: CurrencyFormatter, locale: String) {
        self.formatter = formatter
        self.locale = locale
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
