import RIBs

protocol ScoreboardDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

final class ScoreboardComponent: Component<ScoreboardDependency> {
    var scoreStream: ScoreStream { dependency.scoreStream }
}

// MARK: - Builder

protocol ScoreboardBuildable: Buildable {
    func build(withListener listener: ScoreboardListener) -> ScoreboardRouting
}

final class ScoreboardBuilder: Builder<ScoreboardDependency>, ScoreboardBuildable {
    override init(dependency: ScoreboardDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ScoreboardListener) -> ScoreboardRouting {
        _ = ScoreboardComponent(dependency: dependency)
        let viewController = ScoreboardViewController()
        let interactor = ScoreboardInteractor(presenter: viewController)
        interactor.listener = listener
        return ScoreboardRouter(interactor: interactor, viewController: viewController)
    }
}
