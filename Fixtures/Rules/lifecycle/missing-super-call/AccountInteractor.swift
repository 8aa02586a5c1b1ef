import RIBs

protocol AccountRouting: ViewableRouting {}

protocol AccountPresentable: Presentable {
    var listener: AccountPresentableListener? { get set }
}

protocol AccountListener: AnyObject {}

final class AccountInteractor: PresentableInteractor<AccountPresentable>, AccountInteractable, AccountPresentableListener {
    weak var router: AccountRouting?
    weak var listener: AccountListener?

    private let worker: AccountWorker

    init(presenter: AccountPresentable, worker: AccountWorker) {
        self.worker = worker
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() { // expect: lifecycle/missing-super-call
        // super.didBecomeActive() in a comment is not a call.
        worker.start(self)
    }

    // Calls super, but the wrong method (a copy-paste slip).
    override func willResignActive() { // expect: lifecycle/missing-super-call
        super.didBecomeActive()
    }
}

/// Not an override: a method that happens to share the name.
final class AccountSession {
    func didBecomeActive() {}
    func willResignActive() {}
}
