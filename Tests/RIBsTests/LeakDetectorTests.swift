import Foundation
import RIBs
import XCTest

// MARK: (a) a view controller that holds its listener

private protocol ProfilePresentableListener: AnyObject {}

private final class StrongListenerViewController: ViewControllable {
    var listener: ProfilePresentableListener?
}

private final class WeakListenerViewController: ViewControllable {
    weak var listener: ProfilePresentableListener?
}

private final class StrongListenerProfileInteractor: PresentableInteractor<StrongListenerViewController>, ProfilePresentableListener {}
private final class WeakListenerProfileInteractor: PresentableInteractor<WeakListenerViewController>, ProfilePresentableListener {}

private func makeStrongListenerProfile() -> Routing {
    let viewController = StrongListenerViewController()
    let interactor = StrongListenerProfileInteractor(presenter: viewController)
    viewController.listener = interactor
    return ViewableRouter(interactor: interactor, viewController: viewController)
}

private func makeWeakListenerProfile() -> Routing {
    let viewController = WeakListenerViewController()
    let interactor = WeakListenerProfileInteractor(presenter: viewController)
    viewController.listener = interactor
    return ViewableRouter(interactor: interactor, viewController: viewController)
}

// MARK: (b) a parent router that keeps its detached child

private final class SettingsInteractor: Interactor {}
private final class SettingsRouter: Router<SettingsInteractor> {}
private final class HomeInteractor: Interactor {}

private final class HomeRouter: Router<HomeInteractor> {
    private var settings: Routing?

    init() {
        super.init(interactor: HomeInteractor())
    }

    func routeToSettings() {
        let settings = SettingsRouter(interactor: SettingsInteractor())
        self.settings = settings
        attachChild(settings)
    }

    func routeAwayFromSettingsKeepingTheRouter() {
        if let settings = settings {
            detachChild(settings)
        }
    }

    func routeAwayFromSettings() {
        if let settings = settings {
            detachChild(settings)
            self.settings = nil
        }
    }
}

// MARK: -

final class LeakDetectorTests: XCTestCase {
    private let lock = NSLock()
    private var reports: [LeakReport] = []

    override func setUp() {
        super.setUp()
        LeakDetector.instance.assertionsEnabled = false
        LeakDetector.instance.defaultDeallocationTime = 0.05
        LeakDetector.instance.leakHandler = { [weak self] report in
            guard let self = self else { return }
            self.lock.lock()
            self.reports.append(report)
            self.lock.unlock()
        }
    }

    override func tearDown() {
        LeakDetector.instance.leakHandler = nil
        LeakDetector.instance.defaultDeallocationTime = 1
        super.tearDown()
    }

    /// Waits until the detector has checked every pending expectation, then returns the leaked
    /// type names (sorted).
    private func leakedTypeNames() -> [String] {
        let done = expectation(description: "leak detection completed")
        let subscription = LeakDetector.instance.status
            .filter { $0 == .didComplete }
            .first()
            .sink { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        subscription.cancel()
        lock.lock()
        defer { lock.unlock() }
        return reports.map(\.objectTypeName).sorted()
    }

    private func attachThenDetach(_ makeChild: () -> Routing, under parent: Router<HomeInteractor>) {
        let child = makeChild()
        parent.attachChild(child)
        parent.detachChild(child)
    }

    func testInteractorRetainedByItsViewControllerIsReportedAfterDetach() {
        let parent = HomeRouter()
        parent.interactor.activate()
        parent.load()
        attachThenDetach(makeStrongListenerProfile, under: parent)
        XCTAssertEqual(leakedTypeNames(), ["StrongListenerProfileInteractor"])
    }

    func testViewControllerWithWeakListenerDoesNotLeak() {
        let parent = HomeRouter()
        parent.interactor.activate()
        parent.load()
        attachThenDetach(makeWeakListenerProfile, under: parent)
        XCTAssertEqual(leakedTypeNames(), [])
    }

    func testDetachedChildRouterKeptInAStoredPropertyIsReported() {
        let parent = HomeRouter()
        parent.interactor.activate()
        parent.load()
        parent.routeToSettings()
        parent.routeAwayFromSettingsKeepingTheRouter()
        XCTAssertEqual(leakedTypeNames(), ["SettingsInteractor", "SettingsRouter"])
    }

    func testDetachedChildRouterReleasedByItsParentIsNotReported() {
        let parent = HomeRouter()
        parent.interactor.activate()
        parent.load()
        parent.routeToSettings()
        parent.routeAwayFromSettings()
        XCTAssertEqual(leakedTypeNames(), [])
    }

    func testCancelledExpectationIsNotReportedAndStatusFollowsPendingExpectations() {
        final class Survivor {}
        let survivor = Survivor()
        _ = leakedTypeNames() // let expectations left by earlier tests finish first
        let statusLock = NSLock()
        var statuses: [LeakDetectionStatus] = []
        let completedAgain = expectation(description: "status went back to didComplete")
        let subscription = LeakDetector.instance.status.sink { status in
            statusLock.lock()
            statuses.append(status)
            if statuses.count == 3 {
                completedAgain.fulfill()
            }
            statusLock.unlock()
        }
        let handle = LeakDetector.instance.expectDeallocate(object: survivor, inTime: 0.01)
        handle.cancel()
        wait(for: [completedAgain], timeout: 5)
        statusLock.lock()
        XCTAssertEqual(statuses, [.didComplete, .inProgress, .didComplete])
        statusLock.unlock()
        XCTAssertEqual(leakedTypeNames(), [])
        subscription.cancel()
        withExtendedLifetime(survivor) {}
    }

    func testSurvivingObjectIsReportedWithItsTypeName() {
        final class Survivor {}
        let survivor = Survivor()
        LeakDetector.instance.expectDeallocate(object: survivor, inTime: 0.01)
        XCTAssertEqual(leakedTypeNames(), ["Survivor"])
        withExtendedLifetime(survivor) {}
    }
}
