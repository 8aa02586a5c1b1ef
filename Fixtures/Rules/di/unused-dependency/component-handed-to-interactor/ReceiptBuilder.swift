import RIBs

/// The contrast: Receipt hands its interactor one value read from the dependency object, not
/// the object itself, so a requirement that its component and builder never read is unused.
protocol ReceiptDependency: Dependency {
    var plateNumber: String { get }
    var loyaltyCard: LoyaltyCard { get } // expect: di/unused-dependency
}

final class ReceiptComponent: Component<ReceiptDependency> {}

// MARK: - Builder

protocol ReceiptBuildable: Buildable {
    func build(withListener listener: ReceiptListener) -> ReceiptRouting
}

final class ReceiptBuilder: Builder<ReceiptDependency>, ReceiptBuildable {
    override init(dependency: ReceiptDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReceiptListener) -> ReceiptRouting {
        let component = ReceiptComponent(dependency: dependency)
        let viewController = ReceiptViewController()
        let interactor = ReceiptInteractor(presenter: viewController, plateNumber: component.dependency.plateNumber)
        interactor.listener = listener
        return ReceiptRouter(interactor: interactor, viewController: viewController)
    }
}
