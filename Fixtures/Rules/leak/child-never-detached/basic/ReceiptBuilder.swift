import RIBs

protocol ReceiptDependency: Dependency {}

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
        _ = ReceiptComponent(dependency: dependency)
        let interactor = ReceiptInteractor()
        interactor.listener = listener
        return ReceiptRouter(interactor: interactor)
    }
}
