import RIBs

protocol ReceiptDependency: Dependency {
    var currencyCode: String { get }
}

final class ReceiptComponent: Component<ReceiptDependency> {
    var currencyCode: String { dependency.currencyCode }
}

// MARK: - Builder

protocol ReceiptBuildable: Buildable {
    func build(withListener listener: ReceiptListener) -> ViewableRouting
}

/// Clean: Receipt routes nowhere, so it has no router class of its own; the builder makes the
/// framework's ViewableRouter directly. Builder, interactor and router are all there.
final class ReceiptBuilder: Builder<ReceiptDependency>, ReceiptBuildable {
    override init(dependency: ReceiptDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ReceiptListener) -> ViewableRouting {
        let component = ReceiptComponent(dependency: dependency)
        let viewController = ReceiptViewController()
        let interactor = ReceiptInteractor(presenter: viewController, currencyCode: component.currencyCode)
        interactor.listener = listener
        return ViewableRouter(interactor: interactor, viewController: viewController)
    }
}
