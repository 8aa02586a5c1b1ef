import Foundation

extension AnyCancellable {
    /// Keeps this subscription alive until `interactor` deactivates, then cancels it.
    /// When the interactor is not active the subscription is cancelled at once (and a
    /// non-fatal diagnostic is emitted), as uber/RIBs does.
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> AnyCancellable {
        if !interactor.confine(self) {
            cancel()
            RIBsDiagnostics.emit(RIBsDiagnostic(
                kind: .subscriptionConfinedToInactiveInteractor,
                message: "Subscription cancelled immediately, since \(type(of: interactor)) is not active."
            ))
        }
        return self
    }

    /// The uber/RIBs (RxSwift) spelling of `cancelOnDeactivate(interactor:)`.
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> AnyCancellable {
        cancelOnDeactivate(interactor: interactor)
    }
}

extension Cancellable {
    /// `cancelOnDeactivate(interactor:)` for any cancellable (a Task-like token, a custom one).
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> Self {
        AnyCancellable(self).cancelOnDeactivate(interactor: interactor)
        return self
    }

    /// The uber/RIBs (RxSwift) spelling of `cancelOnDeactivate(interactor:)`.
    @discardableResult
    public func disposeOnDeactivate(interactor: Interactor) -> Self {
        cancelOnDeactivate(interactor: interactor)
    }
}

extension Publisher {
    /// Lets values through only while `interactorScope` is active, like uber's
    /// `combineLatest(isActiveStream, self).filter(active)`: the latest value received while
    /// inactive (or the last one delivered) is emitted again when the scope becomes active.
    /// Completes when the upstream completes or the scope is deallocated. The scope itself is
    /// not retained.
    public func confineTo(_ interactorScope: InteractorScope) -> AnyPublisher<Output, Failure> {
        ScopeConfinedPublisher(upstream: self, isActiveStream: interactorScope.isActiveStream)
            .eraseToAnyPublisher()
    }
}

/// OpenCombine has no `combineLatest`, so the gate is written out by hand.
private struct ScopeConfinedPublisher<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let isActiveStream: AnyPublisher<Bool, Never>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let gate = ScopeGate<Output, Failure>(downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: gate)
        gate.start(upstream: upstream, isActiveStream: isActiveStream)
    }
}

private final class ScopeGate<Output, Failure: Error>: Subscription {
    private let lock = NSLock()
    // Serializes calls into the downstream, as Combine requires; recursive for reentrant demand.
    private let deliveryLock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var sources: [AnyCancellable] = []
    private var demand = Subscribers.Demand.none
    private var isActive = false
    private var latest: Output?
    private var hasUndeliveredValue = false

    init(downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    func start<Upstream: Publisher>(upstream: Upstream, isActiveStream: AnyPublisher<Bool, Never>)
    where Upstream.Output == Output, Upstream.Failure == Failure {
        // Activeness first, so that a synchronous upstream meets the right gate state.
        let activeness = isActiveStream.sink(
            receiveCompletion: { [weak self] _ in self?.finish(.finished) },
            receiveValue: { [weak self] isActive in self?.activenessChanged(isActive) }
        )
        guard store(activeness) else { return }
        let values = upstream.sink(
            receiveCompletion: { [weak self] completion in self?.finish(completion) },
            receiveValue: { [weak self] value in self?.received(value) }
        )
        _ = store(values)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        deliverIfPossible()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let cancelled = sources
        sources = []
        lock.unlock()
        cancelled.forEach { $0.cancel() }
    }

    private func store(_ source: AnyCancellable) -> Bool {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            source.cancel()
            return false
        }
        sources.append(source)
        lock.unlock()
        return true
    }

    private func activenessChanged(_ isActive: Bool) {
        lock.lock()
        self.isActive = isActive
        if isActive && latest != nil {
            hasUndeliveredValue = true
        }
        lock.unlock()
        deliverIfPossible()
    }

    private func received(_ value: Output) {
        lock.lock()
        latest = value
        hasUndeliveredValue = true
        lock.unlock()
        deliverIfPossible()
    }

    private func deliverIfPossible() {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        lock.lock()
        guard isActive, hasUndeliveredValue, demand > 0, let value = latest, let downstream = downstream else {
            lock.unlock()
            return
        }
        hasUndeliveredValue = false
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        lock.lock()
        let receiver = downstream
        downstream = nil
        let cancelled = sources
        sources = []
        lock.unlock()
        cancelled.forEach { $0.cancel() }
        receiver?.receive(completion: completion)
    }
}
