import Foundation

/// A unit of background work bound to an interactor's lifetime.
public protocol Working: AnyObject {
    /// Binds the worker to `interactorScope`: it runs whenever the scope is active.
    func start(_ interactorScope: InteractorScope)

    /// Unbinds the worker and stops it if running.
    func stop()

    /// Whether `start` was called and `stop` was not called since.
    var isStarted: Bool { get }

    /// Emits `isStarted` on subscription and on every change.
    var isStartedStream: AnyPublisher<Bool, Never> { get }
}

/// A worker runs while the interactor scope it was started with is active: `didStart` runs each
/// time the scope becomes active (at once when already active) and `didStop` each time it
/// resigns, after the subscriptions confined with `cancelOnStop` were cancelled. The scope is
/// held weakly, so a worker never keeps its interactor alive.
open class Worker: Working {
    private let isStartedSubject = CurrentValueSubject<Bool, Never>(false)
    private var scopeBinding: AnyCancellable?
    private weak var boundScope: InteractorScope?

    // Non-nil exactly while running (started and the scope active). Locked because subscriptions
    // may be confined from any thread.
    private let runningSubscriptionsLock = NSLock()
    private var runningSubscriptions: [AnyCancellable]?

    public init() {}

    public final var isStarted: Bool {
        isStartedSubject.value
    }

    public final var isStartedStream: AnyPublisher<Bool, Never> {
        isStartedSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// Whether `didStart` ran and `didStop` did not run since.
    public final var isRunning: Bool {
        runningSubscriptionsLock.lock()
        defer { runningSubscriptionsLock.unlock() }
        return runningSubscriptions != nil
    }

    /// Binds to `interactorScope`. Does nothing when already started (call `stop()` first to bind
    /// to another scope).
    public final func start(_ interactorScope: InteractorScope) {
        guard !isStarted else { return }
        isStartedSubject.send(true)
        boundScope = interactorScope
        scopeBinding = interactorScope.isActiveStream.sink { [weak self] isActive in
            guard let self = self else { return }
            if isActive {
                self.run()
            } else {
                self.halt()
            }
        }
    }

    /// Unbinds from the scope and stops running. Does nothing when not started.
    public final func stop() {
        guard isStarted else { return }
        isStartedSubject.send(false)
        scopeBinding?.cancel()
        scopeBinding = nil
        boundScope = nil
        halt()
    }

    /// Override to begin the work; `interactorScope` is the scope the worker was started with.
    open func didStart(_ interactorScope: InteractorScope) {}

    /// Override to end the work; confined subscriptions are already cancelled.
    open func didStop() {}

    /// Keeps the subscription until the worker stops. Returns false (keeping nothing) when not running.
    func confine(_ subscription: AnyCancellable) -> Bool {
        runningSubscriptionsLock.lock()
        defer { runningSubscriptionsLock.unlock() }
        guard runningSubscriptions != nil else { return false }
        runningSubscriptions?.append(subscription)
        return true
    }

    private func run() {
        guard let scope = boundScope else { return }
        runningSubscriptionsLock.lock()
        let wasRunning = runningSubscriptions != nil
        if !wasRunning {
            runningSubscriptions = []
        }
        runningSubscriptionsLock.unlock()
        if !wasRunning {
            didStart(scope)
        }
    }

    private func halt() {
        runningSubscriptionsLock.lock()
        let confined = runningSubscriptions
        runningSubscriptions = nil
        runningSubscriptionsLock.unlock()
        guard let subscriptions = confined else { return }
        for subscription in subscriptions {
            subscription.cancel()
        }
        didStop()
    }

    deinit {
        stop()
    }
}

extension AnyCancellable {
    /// Keeps this subscription alive until `worker` stops, then cancels it. When the worker is not
    /// running the subscription is cancelled at once (and a non-fatal diagnostic is emitted).
    @discardableResult
    public func cancelOnStop(_ worker: Worker) -> AnyCancellable {
        if !worker.confine(self) {
            cancel()
            RIBsDiagnostics.emit(RIBsDiagnostic(
                kind: .subscriptionConfinedToStoppedWorker,
                message: "Subscription cancelled immediately, since \(type(of: worker)) is not running."
            ))
        }
        return self
    }

    /// The uber/RIBs (RxSwift) spelling of `cancelOnStop(_:)`.
    @discardableResult
    public func disposeOnStop(_ worker: Worker) -> AnyCancellable {
        cancelOnStop(worker)
    }
}
