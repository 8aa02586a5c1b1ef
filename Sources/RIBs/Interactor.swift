import Foundation

/// The lifetime of an interactor as seen by the things bound to it (workers, confined streams).
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is currently attached to the running tree.
    var isActive: Bool { get }

    /// Emits the current activeness on subscription, then every change (never the same value twice
    /// in a row). Completes when the interactor is deallocated.
    var isActiveStream: AnyPublisher<Bool, Never> { get }
}

/// What a router drives: the interactor of a RIB, seen without its concrete type.
public protocol Interactable: InteractorScope {
    /// Called by the router when the RIB is attached. Application code should not call it.
    func activate()

    /// Called by the router when the RIB is detached. Application code should not call it.
    func deactivate()
}

/// The business logic of a RIB. It is active exactly while its RIB is attached to the tree;
/// subscriptions made while active are confined to that period with `cancelOnDeactivate`.
open class Interactor: Interactable {
    private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)

    // Non-nil exactly while active. A lock guards it because subscriptions may be confined from
    // any thread, while activate/deactivate themselves are driven by the router on one thread.
    private let activeSubscriptionsLock = NSLock()
    private var activeSubscriptions: [AnyCancellable]?

    public init() {}

    public final var isActive: Bool {
        isActiveSubject.value
    }

    public final var isActiveStream: AnyPublisher<Bool, Never> {
        isActiveSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Activates the interactor: `isActive` turns true (and is published), then `didBecomeActive`
    /// runs, so code there may confine subscriptions. Does nothing when already active.
    public final func activate() {
        guard !isActive else { return }
        activeSubscriptionsLock.lock()
        activeSubscriptions = []
        activeSubscriptionsLock.unlock()
        isActiveSubject.send(true)
        didBecomeActive()
    }

    /// Deactivates the interactor: `willResignActive` runs while still active and while confined
    /// subscriptions are still alive, then they are cancelled and `isActive` turns false.
    /// Does nothing when already inactive.
    public final func deactivate() {
        guard isActive else { return }
        willResignActive()
        activeSubscriptionsLock.lock()
        let confined = activeSubscriptions ?? []
        activeSubscriptions = nil
        activeSubscriptionsLock.unlock()
        for subscription in confined {
            subscription.cancel()
        }
        isActiveSubject.send(false)
    }

    /// Override to start the RIB's work; called after the interactor became active.
    open func didBecomeActive() {}

    /// Override to clean up; called before the interactor's confined subscriptions are cancelled.
    open func willResignActive() {}

    /// Keeps the subscription until deactivation. Returns false (keeping nothing) when inactive.
    func confine(_ subscription: AnyCancellable) -> Bool {
        activeSubscriptionsLock.lock()
        defer { activeSubscriptionsLock.unlock() }
        guard activeSubscriptions != nil else { return false }
        activeSubscriptions?.append(subscription)
        return true
    }

    deinit {
        if isActive {
            deactivate()
        }
        isActiveSubject.send(completion: .finished)
    }
}

/// An interactor that talks to a presenter (usually the view controller, through a protocol).
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter; held strongly, so the presenter must hold its listener (this interactor) weakly.
    public let presenter: PresenterType

    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
