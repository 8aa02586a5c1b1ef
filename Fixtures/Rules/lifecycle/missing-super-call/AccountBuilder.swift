import RIBs

protocol AccountDependency: Dependency {}

final class AccountComponent: Component<AccountDependency> {}

// MARK: - Builder

protocol AccountBuildable: Buildable {
    func build(withListener listener: AccountListener) -> AccountRouting
}

final class AccountBuilder: Builder<AccountDependency>, AccountBuildable {
    override init(dependency: AccountDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: AccountListener) -> AccountRouting {
        let component = AccountComponent(dependency: dependency)
        let viewController = AccountViewController()
        let interactor = AccountInteractor(presenter: viewController, worker: AccountWorker())
        interactor.listener = listener
        let billingBuilder = BillingBuilder(dependency: component)
        return AccountRouter(interactor: interactor, viewController: viewController, billingBuilder: billingBuilder)
    }
}
