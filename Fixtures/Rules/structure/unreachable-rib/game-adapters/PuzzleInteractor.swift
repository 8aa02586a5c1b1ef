import RIBs

protocol PuzzleRouting: ViewableRouting {}

protocol PuzzlePresentable: Presentable {
    var listener: PuzzlePresentableListener? { get set }
}

protocol PuzzleListener: AnyObject {
    func puzzleDidEnd()
}

// Only PuzzleAdapter builds PuzzleBuilder, and nothing makes the adapter: Puzzle is dead code.
final class PuzzleInteractor: PresentableInteractor<PuzzlePresentable>, PuzzleInteractable, PuzzlePresentableListener { // expect: structure/unreachable-rib
    weak var router: PuzzleRouting?
    weak var listener: PuzzleListener?

    private let board: Board

    init(presenter: PuzzlePresentable, board: Board) {
        self.board = board
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    func didFinish() {
        listener?.puzzleDidEnd()
    }
}
