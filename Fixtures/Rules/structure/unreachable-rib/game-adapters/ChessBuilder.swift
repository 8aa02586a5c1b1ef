import RIBs

protocol ChessDependency: Dependency {
    var board: Board { get }
}

final class ChessComponent: Component<ChessDependency> {
    var board: Board { dependency.board }
}

// MARK: - Builder

protocol ChessBuildable: Buildable {
    func build(withListener listener: ChessListener) -> ChessRouting
}

final class ChessBuilder: Builder<ChessDependency>, ChessBuildable {
    override init(dependency: ChessDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ChessListener) -> ChessRouting {
        let component = ChessComponent(dependency: dependency)
        let viewController = ChessViewController()
        let interactor = ChessInteractor(presenter: viewController, board: component.board)
        interactor.listener = listener
        return ChessRouter(interactor: interactor, viewController: viewController)
    }
}
