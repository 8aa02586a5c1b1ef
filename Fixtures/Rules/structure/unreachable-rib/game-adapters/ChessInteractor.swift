import RIBs

protocol ChessRouting: ViewableRouting {}

protocol ChessPresentable: Presentable {
    var listener: ChessPresentableListener? { get set }
}

protocol ChessListener: AnyObject {
    func chessDidEnd()
}

final class ChessInteractor: PresentableInteractor<ChessPresentable>, ChessInteractable, ChessPresentableListener {
    weak var router: ChessRouting?
    weak var listener: ChessListener?

    private let board: Board

    init(presenter: ChessPresentable, board: Board) {
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
        listener?.chessDidEnd()
    }
}
