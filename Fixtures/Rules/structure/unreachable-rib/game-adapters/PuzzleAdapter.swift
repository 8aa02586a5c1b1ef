import RIBs

/// The same kind of adapter around PuzzleBuilder, but no RIB (and no other code) makes it, so
/// nothing ever builds Puzzle.
final class PuzzleAdapter: Game, GameBuildable, PuzzleListener {
    let title = "Puzzle"
    private let puzzleBuilder: PuzzleBuilder
    weak var gameListener: GameListener?

    var builder: GameBuildable { self }

    init(dependency: PuzzleDependency) {
        puzzleBuilder = PuzzleBuilder(dependency: dependency)
    }

    func build(withListener listener: GameListener) -> ViewableRouting {
        gameListener = listener
        return puzzleBuilder.build(withListener: self)
    }

    func puzzleDidEnd() {
        gameListener?.gameDidEnd()
    }
}
