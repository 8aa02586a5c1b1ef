import RIBs

protocol WalletDependency: Dependency {
    var paymentMethods: AnyPublisher<[PaymentMethod], Never> { get }
    // Deliberate violation: a mutable subject handed down; the child can push values its parent
    // owns. It should get an AnyPublisher and report choices through WalletListener.
    var selectedPaymentSubject: CurrentValueSubject<PaymentMethod?, Never> { get } // expect: di/mutable-stream-passed-down
    // Deliberate violation: required from the parent but never read by Wallet.
    var analytics: RideAnalytics { get } // expect: di/unused-dependency
}

final class WalletComponent: Component<WalletDependency> {
    fileprivate var selectedPaymentSubject: CurrentValueSubject<PaymentMethod?, Never> {
        dependency.selectedPaymentSubject
    }
}

// MARK: - Builder

protocol WalletBuildable: Buildable {
    func build(withListener listener: WalletListener) -> WalletRouting
}

final class WalletBuilder: Builder<WalletDependency>, WalletBuildable {
    func build(withListener listener: WalletListener) -> WalletRouting {
        let component = WalletComponent(dependency: dependency)
        let viewController = WalletViewController()
        let interactor = WalletInteractor(
            presenter: viewController,
            paymentMethods: component.paymentMethods,
            selectedPaymentSubject: component.selectedPaymentSubject
        )
        interactor.listener = listener
        return WalletRouter(
            interactor: interactor,
            viewController: viewController,
            paymentPickerBuilder: PaymentPickerBuilder(dependency: component)
        )
    }
}
