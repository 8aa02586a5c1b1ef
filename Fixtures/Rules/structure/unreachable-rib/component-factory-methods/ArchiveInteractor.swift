import RIBs

protocol ArchiveRouting: ViewableRouting {}

protocol ArchivePresentable: Presentable {
    var listener: ArchivePresentableListener? { get set }
}

protocol ArchiveListener: AnyObject {}

// Only RootComponent.makeArchiveRouter makes ArchiveBuilder, and no routing class calls it.
final class ArchiveInteractor: PresentableInteractor<ArchivePresentable>, ArchiveInteractable, ArchivePresentableListener { // expect: structure/unreachable-rib
    weak var router: ArchiveRouting?
    weak var listener: ArchiveListener?

    private let mailbox: Mailbox

    init(presenter: ArchivePresentable, mailbox: Mailbox) {
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
