import RIBs
import RxRelay

protocol SeatingRouting: ViewableRouting {}

protocol SeatingPresentable: Presentable {
    var listener: SeatingPresentableListener? { get set }
}

protocol SeatingListener: AnyObject {}

final class SeatingInteractor: PresentableInteractor<SeatingPresentable>, SeatingInteractable, SeatingPresentableListener {
    weak var router: SeatingRouting?
    weak var listener: SeatingListener?

    private let selection: PublishRelay<(Int, String)>
    private let picks: PublishRelay<(Int, String)>

    init(presenter: SeatingPresentable, selection: PublishRelay<(Int, String)>, picks: PublishRelay<(Int, String)>) {
        self.selection = selection
        self.picks = picks
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }

    // MARK: - SeatingPresentableListener

    func didHighlightSeat(row: Int, label: String) {
        selection.accept((row, label))
    }

    func didConfirmSeat(row: Int, label: String) {
        picks.accept((row, label))
    }
}
