import RIBs

protocol PuzzleDependency: Dependency {
    var board: Board { get }
}

final class PuzzleComponent: Component<PuzzleDependency> {
    var board: Board { dependency.board }
}

// MARK: - Builder

protocol PuzzleBuildable: Buildable {
    func build(withListener listener: PuzzleListener) -> PuzzleRouting
}

final class PuzzleBuilder: Builder<PuzzleDependency>, PuzzleBuildable {
    override init(dependency: PuzzleDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PuzzleListener) -> PuzzleRouting {
        let component = PuzzleComponent(dependency: dependency)
        let viewController = PuzzleViewController()
        let interactor = PuzzleInteractor(presenter: viewController, board: component.board)
        interactor.listener = listener
        return PuzzleRouter(interactor: interactor, viewController: viewController)
    }
}
