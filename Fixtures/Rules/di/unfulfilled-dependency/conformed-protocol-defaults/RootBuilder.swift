import RIBs

protocol RootDependency: Dependency {
    var stallLedger: StallLedger { get }
}

final class RootComponent: Component<RootDependency> {
    var stallLedger: StallLedger { dependency.stallLedger }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let storeBuilder = StoreBuilder(dependency: component)
        let receiptBuilder = ReceiptBuilder(dependency: component)
        return RootRouter(interactor: interactor,
                          viewController: viewController,
                          storeBuilder: storeBuilder,
                          receiptBuilder: receiptBuilder)
    }
}
