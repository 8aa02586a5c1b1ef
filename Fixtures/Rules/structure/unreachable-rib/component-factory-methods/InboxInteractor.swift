import RIBs

protocol InboxRouting: ViewableRouting {}

protocol InboxPresentable: Presentable {
    var listener: InboxPresentableListener? { get set }
}

protocol InboxListener: AnyObject {}

final class InboxInteractor: PresentableInteractor<InboxPresentable>, InboxInteractable, InboxPresentableListener {
    weak var router: InboxRouting?
    weak var listener: InboxListener?

    private let mailbox: Mailbox

    init(presenter: InboxPresentable, mailbox: Mailbox) {
        self.mailbox = mailbox
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
