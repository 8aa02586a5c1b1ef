import RIBs

protocol StoreDependency: Dependency {
    var storeCurrency: String { get }
}

final class StoreComponent: Component<StoreDependency> {
    var currency: String { dependency.storeCurrency }
}

// MARK: - Builder

protocol StoreBuildable: Buildable {
    func build(withListener listener: StoreListener) -> StoreRouting
}

final class StoreBuilder: Builder<StoreDependency>, StoreBuildable {
    override init(dependency: StoreDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: StoreListener) -> StoreRouting {
        let component = StoreComponent(dependency: dependency)
        let viewController = StoreViewController()
        let interactor = StoreInteractor(presenter: viewController, currency: component.currency)
        interactor.listener = listener
        return StoreRouter(interactor: interactor, viewController: viewController)
    }
}
