import Combine
import RIBs

protocol InboxRouting: ViewableRouting {}

protocol InboxPresentable: Presentable {
    var listener: InboxPresentableListener? { get set }
    var refreshTaps: AnyPublisher<Void, Never> { get }
    func show(messages: [String])
}

protocol InboxListener: AnyObject {}

final class InboxInteractor: PresentableInteractor<InboxPresentable>, InboxInteractable, InboxPresentableListener {
    weak var router: InboxRouting?
    weak var listener: InboxListener?

    @Published private(set) var unreadCount = 0
    private let inboxService: InboxServicing
    private let syncWorker: InboxWorker
    private let state = InboxState()
    /// Emptied in willResignActive below.
    private var cancellables = Set<AnyCancellable>()
    /// Reset to an empty set in willResignActive below.
    private var sessionCancellables: Set<AnyCancellable> = []
    /// An array works as well as a set; emptied in willResignActive below.
    private var tokens: [AnyCancellable] = []
    /// Never emptied: lives as long as the interactor.
    private var permanentCancellables = Set<AnyCancellable>()
    /// Cancelled in willResignActive below.
    private var refreshCancellable: AnyCancellable?
    /// Never cancelled.
    private var titleCancellable: AnyCancellable?

    init(presenter: InboxPresentable, inboxService: InboxServicing, syncWorker: InboxWorker) {
        self.inboxService = inboxService
        self.syncWorker = syncWorker
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        syncWorker.start(self)

        // MARK: unconfined

        // Combine cancels it at once, as the AnyCancellable is discarded: reported as such.
        _ = inboxService.messages.sink { _ in } // expect: lifecycle/unconfined-subscription
        inboxService.messages
            .sink { [weak self] messages in self?.presenter.show(messages: messages) } // expect: lifecycle/unconfined-subscription
            .store(in: &permanentCancellables)
        titleCancellable = inboxService.title.assign(to: \.title, on: state) // expect: lifecycle/unconfined-subscription
        // `assign(to: &$property)` returns nothing to confine: it runs as long as the interactor
        // lives, not as long as it is active.
        inboxService.unread.assign(to: &$unreadCount) // expect: lifecycle/unconfined-subscription

        // MARK: confined

        // A strong `self` is fine: the chain ends in cancelOnDeactivate.
        inboxService.messages
            .sink { messages in self.presenter.show(messages: messages) }
            .cancelOnDeactivate(interactor: self)
        inboxService.unread
            .assign(to: \.count, on: state)
            .cancelOnDeactivate(interactor: self)
        // Confined on a later line, through a local.
        let titleSubscription = inboxService.title.sink { _ in }
        titleSubscription.cancelOnDeactivate(interactor: self)
        presenter.refreshTaps
            .sink { [weak self] in self?.refresh() }
            .store(in: &cancellables)
        inboxService.title
            .sink { _ in }
            .store(in: &sessionCancellables)
        inboxService.unread
            .sink { _ in }
            .store(in: &tokens)
        refreshCancellable = presenter.refreshTaps.sink { [weak self] in self?.refresh() }
        // One value, then done: `Just` and `first()` end the subscription by themselves.
        Just(3)
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &permanentCancellables)
        inboxService.title
            .first()
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &permanentCancellables)
    }

    override func willResignActive() {
        super.willResignActive()
        cancellables.removeAll()
        sessionCancellables = []
        tokens.removeAll()
        refreshCancellable?.cancel()
    }

    func refresh() {}
}
