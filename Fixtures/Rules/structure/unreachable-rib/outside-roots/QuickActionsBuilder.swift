import RIBs

protocol QuickActionsDependency: Dependency {
    var parcelStore: ParcelStore { get }
}

final class QuickActionsComponent: Component<QuickActionsDependency> {
    var parcelStore: ParcelStore { dependency.parcelStore }
}

// MARK: - Builder

protocol QuickActionsBuildable: Buildable {
    func build(withListener listener: QuickActionsListener) -> QuickActionsRouting
}

final class QuickActionsBuilder: Builder<QuickActionsDependency>, QuickActionsBuildable {
    override init(dependency: QuickActionsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: QuickActionsListener) -> QuickActionsRouting {
        let component = QuickActionsComponent(dependency: dependency)
        let viewController = QuickActionsViewController()
        let interactor = QuickActionsInteractor(presenter: viewController, parcels: component.parcelStore)
        interactor.listener = listener
        return QuickActionsRouter(interactor: interactor, viewController: viewController)
    }
}
