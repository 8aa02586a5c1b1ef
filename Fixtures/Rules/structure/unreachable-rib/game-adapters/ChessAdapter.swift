import RIBs

/// Clean: a plain class, not a RIB part, that wraps ChessBuilder behind GameBuildable and turns
/// Chess's listener call into the lobby's. Root's component makes it (`games`), so Root builds
/// Chess: Chess is Root's child, not unreachable, and the adapter is no RIB of its own.
final class ChessAdapter: Game, GameBuildable, ChessListener {
    let title = "Chess"
    private let chessBuilder: ChessBuilder
    weak var gameListener: GameListener?

    var builder: GameBuildable { self }

    init(dependency: ChessDependency) {
        chessBuilder = ChessBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        gameListener = listener
        return chessBuilder.build(withListener: self)
    }

    func chessDidEnd() {
        gameListener?.gameDidEnd()
    }
}
