import Foundation
import RIBs
import XCTest

final class InteractorTests: XCTestCase {
    private var diagnostics: DiagnosticsRecorder!

    override func setUp() {
        super.setUp()
        diagnostics = DiagnosticsRecorder()
    }

    override func tearDown() {
        diagnostics.stop()
        super.tearDown()
    }

    func testDidBecomeActiveSeesActiveAndWillResignActiveRunsBeforeConfinedSubscriptionsAreCancelled() {
        final class OrderInteractor: Interactor {
            var events: [String] = []
            override func didBecomeActive() {
                events.append("didBecomeActive isActive=\(isActive)")
                AnyCancellable { [unowned self] in self.events.append("confined cancelled") }
                    .cancelOnDeactivate(interactor: self)
            }
            override func willResignActive() {
                events.append("willResignActive isActive=\(isActive)")
            }
        }
        let interactor = OrderInteractor()
        interactor.activate()
        interactor.deactivate()
        XCTAssertEqual(interactor.events, [
            "didBecomeActive isActive=true",
            "willResignActive isActive=true",
            "confined cancelled",
        ])
        XCTAssertFalse(interactor.isActive)
    }

    func testActivateAndDeactivateAreIdempotent() {
        let interactor = RecordingInteractor()
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        XCTAssertEqual(interactor.events, ["didBecomeActive", "willResignActive"])
    }

    func testIsActiveStreamGivesCurrentValueThenChangesWithoutRepeats() {
        let interactor = Interactor()
        interactor.activate()
        var values: [Bool] = []
        let subscription = interactor.isActiveStream.sink { values.append($0) }
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()
        XCTAssertEqual(values, [true, false, true])
        subscription.cancel()
    }

    func testSubscriptionConfinedInDidBecomeActiveStopsReceivingAfterDeactivation() {
        final class ListeningInteractor: Interactor {
            let stream: PassthroughSubject<Int, Never>
            var received: [Int] = []
            init(stream: PassthroughSubject<Int, Never>) {
                self.stream = stream
            }
            override func didBecomeActive() {
                stream.sink { [weak self] in self?.received.append($0) }
                    .cancelOnDeactivate(interactor: self)
            }
        }
        let stream = PassthroughSubject<Int, Never>()
        let interactor = ListeningInteractor(stream: stream)
        stream.send(0)
        interactor.activate()
        stream.send(1)
        interactor.deactivate()
        stream.send(2)
        interactor.activate()
        stream.send(3)
        XCTAssertEqual(interactor.received, [1, 3])
    }

    func testConfiningWhileInactiveCancelsAtOnceAndReports() {
        let interactor = Interactor()
        let stream = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = stream.sink { received.append($0) }
        subscription.disposeOnDeactivate(interactor: interactor)
        stream.send(1)
        XCTAssertEqual(received, [])
        XCTAssertEqual(diagnostics.kinds, [.subscriptionConfinedToInactiveInteractor])
    }

    func testAnyCancellableProtocolValueCanBeConfined() {
        final class Token: Cancellable {
            var cancelCount = 0
            func cancel() { cancelCount += 1 }
        }
        let interactor = Interactor()
        interactor.activate()
        let token = Token()
        token.cancelOnDeactivate(interactor: interactor)
        XCTAssertEqual(token.cancelCount, 0)
        interactor.deactivate()
        XCTAssertEqual(token.cancelCount, 1)
    }

    func testConfineToLetsValuesThroughOnlyWhileActiveAndReplaysTheLatestOnActivation() {
        let interactor = Interactor()
        let stream = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = stream.confineTo(interactor).sink { received.append($0) }
        stream.send(1)
        stream.send(2)
        XCTAssertEqual(received, [])
        interactor.activate()
        XCTAssertEqual(received, [2], "the latest value received while inactive is delivered on activation")
        stream.send(3)
        interactor.deactivate()
        stream.send(4)
        XCTAssertEqual(received, [2, 3])
        interactor.activate()
        XCTAssertEqual(received, [2, 3, 4])
        subscription.cancel()
        stream.send(5)
        XCTAssertEqual(received, [2, 3, 4])
    }

    func testConfineToCompletesWithUpstreamAndWhenTheScopeGoesAway() {
        let stream = PassthroughSubject<Int, Never>()
        var completions = 0
        let activeInteractor = Interactor()
        activeInteractor.activate()
        let first = stream.confineTo(activeInteractor).sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        stream.send(completion: .finished)
        XCTAssertEqual(completions, 1)

        weak var released: Interactor?
        var second: AnyCancellable?
        do {
            let scope = Interactor()
            released = scope
            second = PassthroughSubject<Int, Never>().confineTo(scope)
                .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        }
        XCTAssertNil(released, "confineTo must not retain the interactor")
        XCTAssertEqual(completions, 2)
        first.cancel()
        second?.cancel()
    }

    func testConfineToRespectsDemand() {
        let interactor = Interactor()
        interactor.activate()
        let stream = PassthroughSubject<Int, Never>()
        final class OneAtATime: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var subscription: Subscription?
            var received: [Int] = []
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.max(1))
            }
            func receive(_ input: Int) -> Subscribers.Demand {
                received.append(input)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = OneAtATime()
        stream.confineTo(interactor).subscribe(subscriber)
        stream.send(1)
        stream.send(2)
        stream.send(3)
        XCTAssertEqual(subscriber.received, [1])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.received, [1, 3], "only the latest undelivered value is kept")
        subscriber.subscription?.cancel()
    }

    func testSubscriptionsConfinedFromManyThreadsAreAllCancelledOnDeactivation() {
        let interactor = Interactor()
        interactor.activate()
        let lock = NSLock()
        var cancelled = 0
        DispatchQueue.concurrentPerform(iterations: 5000) { _ in
            AnyCancellable {
                lock.lock()
                cancelled += 1
                lock.unlock()
            }
            .cancelOnDeactivate(interactor: interactor)
        }
        lock.lock()
        XCTAssertEqual(cancelled, 0, "confined subscriptions live while the interactor is active")
        lock.unlock()
        interactor.deactivate()
        lock.lock()
        XCTAssertEqual(cancelled, 5000)
        lock.unlock()
    }

    func testPresentableInteractorKeepsItsPresenter() {
        final class SomePresenter {}
        let presenter = SomePresenter()
        let interactor = PresentableInteractor(presenter: presenter)
        XCTAssertTrue(interactor.presenter === presenter)
    }
}
