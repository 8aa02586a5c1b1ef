import RIBs

protocol LoansRouting: ViewableRouting {}

protocol LoansPresentable: Presentable {
    var listener: LoansPresentableListener? { get set }
}

protocol LoansListener: AnyObject {}

final class LoansInteractor: PresentableInteractor<LoansPresentable>, LoansInteractable, LoansPresentableListener {
    weak var router: LoansRouting?
    weak var listener: LoansListener?

    private let ledger: LoanLedger
    private let branch: String

    init(presenter: LoansPresentable, ledger: LoanLedger, branch: String) {
        self.ledger = ledger
        self.branch = branch
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
    }

    override func willResignActive() {
        super.willResignActive()
    }
}
