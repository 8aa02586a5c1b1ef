import RIBs
import XCTest

private final class TickWorker: Worker {
    let ticks: PassthroughSubject<Int, Never>
    var events: [String] = []
    var received: [Int] = []
    weak var lastScope: InteractorScope?

    init(ticks: PassthroughSubject<Int, Never>) {
        self.ticks = ticks
    }

    override func didStart(_ interactorScope: InteractorScope) {
        events.append("didStart")
        lastScope = interactorScope
        ticks.sink { [weak self] in self?.received.append($0) }
            .disposeOnStop(self)
    }

    override func didStop() {
        events.append("didStop")
    }
}

final class WorkerTests: XCTestCase {
    private var diagnostics: DiagnosticsRecorder!

    override func setUp() {
        super.setUp()
        diagnostics = DiagnosticsRecorder()
    }

    override func tearDown() {
        diagnostics.stop()
        super.tearDown()
    }

    func testWorkerStartedWhileInactiveRunsOnlyWhileTheScopeIsActive() {
        let ticks = PassthroughSubject<Int, Never>()
        let worker = TickWorker(ticks: ticks)
        let interactor = Interactor()

        worker.start(interactor)
        XCTAssertTrue(worker.isStarted)
        XCTAssertFalse(worker.isRunning)
        XCTAssertEqual(worker.events, [])
        ticks.send(0)

        interactor.activate()
        XCTAssertEqual(worker.events, ["didStart"])
        XCTAssertTrue(worker.lastScope === interactor)
        ticks.send(1)

        interactor.deactivate()
        XCTAssertEqual(worker.events, ["didStart", "didStop"])
        ticks.send(2)

        interactor.activate()
        ticks.send(3)
        XCTAssertEqual(worker.events, ["didStart", "didStop", "didStart"])
        XCTAssertEqual(worker.received, [1, 3], "subscriptions confined with disposeOnStop end at each stop")
    }

    func testStartingOnAnActiveScopeStartsAtOnceAndStopUnbinds() {
        let worker = TickWorker(ticks: PassthroughSubject())
        let interactor = Interactor()
        interactor.activate()
        var startedValues: [Bool] = []
        let subscription = worker.isStartedStream.sink { startedValues.append($0) }

        worker.start(interactor)
        XCTAssertEqual(worker.events, ["didStart"])
        worker.stop()
        XCTAssertEqual(worker.events, ["didStart", "didStop"])
        interactor.deactivate()
        interactor.activate()
        XCTAssertEqual(worker.events, ["didStart", "didStop"], "a stopped worker no longer follows the scope")
        XCTAssertEqual(startedValues, [false, true, false])
        subscription.cancel()
    }

    func testWorkerHoldsItsScopeWeakly() {
        let worker = TickWorker(ticks: PassthroughSubject())
        weak var releasedScope: Interactor?
        do {
            let interactor = Interactor()
            releasedScope = interactor
            interactor.activate()
            worker.start(interactor)
        }
        XCTAssertNil(releasedScope)
        XCTAssertEqual(worker.events, ["didStart", "didStop"], "the worker stops when its scope goes away")
    }

    func testConfiningToAStoppedWorkerCancelsAtOnce() {
        let worker = Worker()
        let ticks = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        ticks.sink { received.append($0) }.cancelOnStop(worker)
        ticks.send(1)
        XCTAssertEqual(received, [])
        XCTAssertEqual(diagnostics.kinds, [.subscriptionConfinedToStoppedWorker])
    }
}
