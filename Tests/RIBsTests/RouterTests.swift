import Foundation
import RIBs
import XCTest

final class RouterTests: XCTestCase {
    private var diagnostics: DiagnosticsRecorder!

    override func setUp() {
        super.setUp()
        diagnostics = DiagnosticsRecorder()
    }

    override func tearDown() {
        diagnostics.stop()
        super.tearDown()
    }

    func testAttachActivatesAndLoadsTheChildAndChildrenItAttachesOnLoad() {
        let parent = RecordingRouter()
        parent.interactor.activate()
        parent.load()
        let child = RecordingRouter()
        let grandchild = RecordingRouter()
        child.childrenToAttachOnLoad = [grandchild]

        parent.attachChild(child)

        XCTAssertTrue(parent.children.first === child)
        XCTAssertTrue(child.interactor.isActive)
        XCTAssertEqual(child.didLoadCount, 1)
        XCTAssertTrue(grandchild.interactor.isActive)
        XCTAssertEqual(grandchild.didLoadCount, 1)
    }

    func testDetachDeactivatesTheChildSubtreeAndRemovesIt() {
        let parent = RecordingRouter()
        parent.interactor.activate()
        parent.load()
        let child = RecordingRouter()
        let grandchild = RecordingRouter()
        child.childrenToAttachOnLoad = [grandchild]
        parent.attachChild(child)

        parent.detachChild(child)

        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertFalse(child.interactor.isActive)
        XCTAssertFalse(grandchild.interactor.isActive)
        XCTAssertEqual(grandchild.interactor.events, ["didBecomeActive", "willResignActive"])
        XCTAssertTrue(parent.interactor.isActive)
    }

    func testDeactivatingARoutersInteractorDeactivatesAndReactivatesItsSubtree() {
        let root = RecordingRouter()
        root.interactor.activate()
        root.load()
        let child = RecordingRouter()
        root.attachChild(child)

        root.interactor.deactivate()
        XCTAssertFalse(child.interactor.isActive)
        root.interactor.activate()
        XCTAssertTrue(child.interactor.isActive)
    }

    func testAttachingTheSameChildTwiceIsReportedAndDoesNotAttachAgain() {
        let parent = RecordingRouter()
        parent.interactor.activate()
        parent.load()
        let child = RecordingRouter()
        parent.attachChild(child)
        parent.attachChild(child)

        XCTAssertEqual(diagnostics.kinds, [.childAlreadyAttached])
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertEqual(child.interactor.events, ["didBecomeActive"])
    }

    func testLoadCallsDidLoadOnceAndPublishesTheLifecycle() {
        var events: [String] = []
        var subscription: AnyCancellable?
        do {
            let router = RecordingRouter()
            subscription = router.lifecycle.sink(
                receiveCompletion: { _ in events.append("completed") },
                receiveValue: { events.append("\($0)") }
            )
            router.load()
            router.load()
            XCTAssertEqual(router.didLoadCount, 1)
            XCTAssertEqual(events, ["didLoad"])
        }
        XCTAssertEqual(events, ["didLoad", "completed"], "the lifecycle completes when the router goes away")
        subscription?.cancel()
    }

    func testReleasingARouterDeactivatesItsInteractorAndDetachesItsChildren() {
        let child = RecordingRouter()
        weak var releasedParent: RecordingRouter?
        do {
            let parent = RecordingRouter()
            releasedParent = parent
            parent.interactor.activate()
            parent.load()
            parent.attachChild(child)
            XCTAssertTrue(child.interactor.isActive)
        }
        XCTAssertNil(releasedParent)
        XCTAssertFalse(child.interactor.isActive)
    }

    func testLaunchActivatesThenLoads() {
        final class RootViewController: ViewControllable {}
        final class RootRouter: LaunchRouter<RecordingInteractor, RootViewController> {
            var interactorWasActiveAtLoad: Bool?
            override func didLoad() {
                interactorWasActiveAtLoad = interactor.isActive
            }
        }
        let viewController = RootViewController()
        let router = RootRouter(interactor: RecordingInteractor(), viewController: viewController)
        router.launch()
        XCTAssertEqual(router.interactorWasActiveAtLoad, true)
        XCTAssertTrue(router.viewController === viewController)
        XCTAssertTrue(router.viewControllable === viewController)
    }
}

final class RouterDetachLeakExpectationTests: XCTestCase {
    func testDetachingARouterThatIsNotAChildOnlyDeactivatesIt() {
        let detector = LeakDetector.instance
        let reportsLock = NSLock()
        var reported: [String] = []
        detector.assertionsEnabled = false
        detector.defaultDeallocationTime = 0.01
        detector.leakHandler = { report in
            reportsLock.lock()
            reported.append(report.objectTypeName)
            reportsLock.unlock()
        }
        defer {
            detector.leakHandler = nil
            detector.defaultDeallocationTime = 1
        }
        let parent = RecordingRouter()
        parent.interactor.activate()
        parent.load()
        let stranger = RecordingRouter()
        stranger.interactor.activate()

        parent.detachChild(stranger)

        XCTAssertFalse(stranger.interactor.isActive)
        let done = expectation(description: "leak detection completed")
        let subscription = detector.status.filter { $0 == .didComplete }.first().sink { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        subscription.cancel()
        reportsLock.lock()
        XCTAssertEqual(reported, [], "the stranger is alive, but nothing was expected of it")
        reportsLock.unlock()
        withExtendedLifetime(stranger) {}
    }
}
