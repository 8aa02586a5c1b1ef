import RIBs

protocol BillingDependency: Dependency {}

final class BillingComponent: Component<BillingDependency> {}

// MARK: - Builder

protocol BillingBuildable: Buildable {
    func build(withListener listener: BillingListener) -> BillingRouting
}

final class BillingBuilder: Builder<BillingDependency>, BillingBuildable {
    override init(dependency: BillingDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: BillingListener) -> BillingRouting {
        _ = BillingComponent(dependency: dependency)
        let interactor = BillingInteractor()
        interactor.listener = listener
        return BillingRouter(interactor: interactor)
    }
}
