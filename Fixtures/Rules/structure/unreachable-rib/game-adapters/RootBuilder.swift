import RIBs

protocol RootDependency: Dependency {
    var board: Board { get }
}

final class RootComponent: Component<RootDependency> {
    var board: Board { dependency.board }

    /// The games the lobby offers, each an adapter around a game RIB's builder.
    fileprivate var games: [Game] {
        shared { [ChessAdapter(dependency: self)] }
    }
}

extension RootComponent: ChessDependency, PuzzleDependency {}

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
        let interactor = RootInteractor(presenter: viewController, games: component.games)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
