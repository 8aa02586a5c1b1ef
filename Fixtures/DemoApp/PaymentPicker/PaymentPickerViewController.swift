import RIBs

protocol PaymentPickerPresentableListener: AnyObject {
    func didSelectMethod(id: String)
}

final class PaymentPickerViewController: PaymentPickerPresentable, PaymentPickerViewControllable {
    weak var listener: PaymentPickerPresentableListener?
    private(set) var rows: [String] = []

    func show(methods: [PaymentMethod]) {
        rows = methods.map(\.label)
    }

    // MARK: - User input

    func tapMethod(id: String) {
        listener?.didSelectMethod(id: id)
    }
}
