import RIBs

/// What the lobby lists: a name and something that builds the game's RIB. One protocol for every
/// game, so the router attaches whichever the player picks without naming any child.
protocol GameBuildable: Buildable {
    func build(withListener listener: GameListener) -> ViewableRouting
}

protocol GameListener: AnyObject {
    func gameDidEnd()
}

protocol Game {
    var title: String { get }
    var builder: GameBuildable { get }
}

final class Board {
    var squares: [Int] = Array(repeating: 0, count: 64)
}
