import RIBs

protocol UnlockDependency: Dependency {
    var lockService: BikeLockService { get }
    var station: Station { get }
}

final class UnlockComponent: Component<UnlockDependency> {
    fileprivate var lockService: BikeLockService {
        dependency.lockService
    }

    fileprivate var station: Station {
        dependency.station
    }
}

// MARK: - Builder

protocol UnlockBuildable: Buildable {
    func build(withListener listener: UnlockListener) -> UnlockRouting
}

final class UnlockBuilder: Builder<UnlockDependency>, UnlockBuildable {
    func build(withListener listener: UnlockListener) -> UnlockRouting {
        let component = UnlockComponent(dependency: dependency)
        let viewController = UnlockViewController()
        let interactor = UnlockInteractor(presenter: viewController, station: component.station, lockService: component.lockService)
        interactor.listener = listener
        return UnlockRouter(interactor: interactor, viewController: viewController)
    }
}
