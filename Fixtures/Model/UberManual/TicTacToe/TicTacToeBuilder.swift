import RIBs

protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
    var mutableScoreStream: MutableScoreStream { get }
    var analytics: Analytics { get }
}

final class TicTacToeComponent: Component<TicTacToeDependency> {
    fileprivate var mutableScoreStream: MutableScoreStream {
        return dependency.mutableScoreStream
    }

    fileprivate var playerNames: (String, String) {
        return (dependency.player1Name, dependency.player2Name)
    }
}

protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {
    func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(playerNames: component.playerNames)
        let interactor = TicTacToeInteractor(presenter: viewController, mutableScoreStream: component.mutableScoreStream)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}
