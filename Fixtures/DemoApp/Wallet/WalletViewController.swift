import RIBs

protocol WalletPresentableListener: AnyObject {
    func didTapChangeDefault()
    func didTapClose()
}

final class WalletViewController: WalletPresentable, WalletViewControllable {
    weak var listener: WalletPresentableListener?
    private var stack = ScreenStack()
    private(set) var methodLabels: [String] = []
    private(set) var defaultLabel: String?

    var presentedScreens: [ViewControllable] {
        stack.screens
    }

    func present(_ screen: ViewControllable) {
        stack.present(screen)
    }

    func dismiss(_ screen: ViewControllable) {
        stack.dismiss(screen)
    }

    func show(methods: [PaymentMethod]) {
        methodLabels = methods.map(\.label)
    }

    func show(defaultMethod: PaymentMethod?) {
        defaultLabel = defaultMethod?.label
    }

    // MARK: - User input

    func tapChangeDefault() {
        listener?.didTapChangeDefault()
    }

    func tapClose() {
        listener?.didTapClose()
    }
}
