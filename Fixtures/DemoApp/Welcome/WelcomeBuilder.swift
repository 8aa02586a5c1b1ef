import RIBs

protocol WelcomeDependency: Dependency {
    var riderDirectory: RiderDirectory { get }
}

final class WelcomeComponent: Component<WelcomeDependency> {
    fileprivate var riderDirectory: RiderDirectory {
        dependency.riderDirectory
    }
}

// MARK: - Builder

protocol WelcomeBuildable: Buildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting
}

final class WelcomeBuilder: Builder<WelcomeDependency>, WelcomeBuildable {
    func build(withListener listener: WelcomeListener) -> WelcomeRouting {
        let component = WelcomeComponent(dependency: dependency)
        let viewController = WelcomeViewController()
        let interactor = WelcomeInteractor(presenter: viewController, riderDirectory: component.riderDirectory)
        interactor.listener = listener
        return WelcomeRouter(interactor: interactor, viewController: viewController)
    }
}
