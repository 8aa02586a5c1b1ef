import Foundation

/// Whether some expected deallocation is still being waited for.
public enum LeakDetectionStatus: Equatable {
    case inProgress
    case didComplete
}

/// An object that outlived the time it was expected to be deallocated in.
public struct LeakReport: CustomStringConvertible, Equatable {
    /// The object's class name, such as `ProfileInteractor`.
    public let objectTypeName: String
    /// `String(describing:)` of the object when the leak was found.
    public let objectDescription: String
    /// The time it had, in seconds.
    public let deallocationTime: TimeInterval

    public var description: String {
        "\(objectTypeName) has leaked: it was expected to be deallocated within \(deallocationTime)s (\(objectDescription))."
    }
}

/// A pending expectation; cancelling it means the object is no longer expected to go away.
public protocol LeakDetectionHandle {
    func cancel()
}

/// Watches objects that should be deallocated soon (a detached RIB's router and interactor) and
/// reports those still alive after their time. Objects are held weakly, so watching never causes
/// the leak it looks for. Reports go to `leakHandler` (or standard error), then to an assertion
/// when `assertionsEnabled` is set.
public final class LeakDetector {
    public static let instance = LeakDetector()

    private let lock = NSRecursiveLock()
    private let timerQueue = DispatchQueue(label: "RIBs.LeakDetector")
    private let statusSubject = CurrentValueSubject<LeakDetectionStatus, Never>(.didComplete)
    private var pending: [ObjectIdentifier: PendingExpectation] = [:]
    private var storedDefaultDeallocationTime: TimeInterval = 1.0
    private var storedLeakHandler: ((LeakReport) -> Void)?
    private var storedIsEnabled = ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"] == nil
    #if canImport(UIKit)
    private var storedAssertionsEnabled = true
    #else
    private var storedAssertionsEnabled = false
    #endif

    /// A new detector; apps use `instance`, tests may make their own.
    public init() {}

    /// `.inProgress` while an expectation is pending, `.didComplete` otherwise. Emits the current
    /// status on subscription, then each change, on the thread that made the change (the caller of
    /// `expectDeallocate`, or the detector's queue). Every leak is reported before the
    /// `.didComplete` that ends its check, so waiting for `.didComplete` is enough to see it.
    public var status: AnyPublisher<LeakDetectionStatus, Never> {
        statusSubject.removeDuplicates().eraseToAnyPublisher()
    }

    /// The time given to an object when `expectDeallocate` is called without one (1 second).
    public var defaultDeallocationTime: TimeInterval {
        get { locked { storedDefaultDeallocationTime } }
        set { locked { storedDefaultDeallocationTime = newValue } }
    }

    /// When false, `expectDeallocate` does nothing. Starts false when the environment variable
    /// `DISABLE_LEAK_DETECTION` is set, as in uber/RIBs.
    public var isEnabled: Bool {
        get { locked { storedIsEnabled } }
        set { locked { storedIsEnabled = newValue } }
    }

    /// When true, every leak also calls `assertionFailure` (debug builds stop). Defaults to true
    /// where UIKit exists, like uber/RIBs, and false elsewhere so Linux runs and tests go on.
    public var assertionsEnabled: Bool {
        get { locked { storedAssertionsEnabled } }
        set { locked { storedAssertionsEnabled = newValue } }
    }

    /// Receives every leak, on the detector's own queue. When nil, leaks are written to standard error.
    public var leakHandler: ((LeakReport) -> Void)? {
        get { locked { storedLeakHandler } }
        set { locked { storedLeakHandler = newValue } }
    }

    /// Expects `object` to be deallocated within `inTime` seconds (default
    /// `defaultDeallocationTime`) and reports it otherwise. Expecting an object that is already
    /// expected keeps the earlier expectation and returns its handle.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime: TimeInterval? = nil) -> LeakDetectionHandle {
        lock.lock()
        defer { lock.unlock() }
        guard storedIsEnabled else { return PendingExpectation(object: nil, deallocationTime: 0) }
        let key = ObjectIdentifier(object)
        if let existing = pending[key], !existing.isCancelled, existing.object === object {
            return existing
        }
        let time = inTime ?? storedDefaultDeallocationTime
        let expectation = PendingExpectation(object: object, deallocationTime: time)
        expectation.detector = self
        pending[key] = expectation
        statusSubject.send(.inProgress)
        timerQueue.asyncAfter(deadline: .now() + time) { [weak self] in
            self?.check(expectation, key: key)
        }
        return expectation
    }

    private func check(_ expectation: PendingExpectation, key: ObjectIdentifier) {
        lock.lock()
        var report: LeakReport?
        if !expectation.isCancelled, let object = expectation.object {
            report = LeakReport(
                objectTypeName: Self.typeName(of: object),
                objectDescription: String(describing: object),
                deallocationTime: expectation.deallocationTime
            )
        }
        let handler = storedLeakHandler
        let asserts = storedAssertionsEnabled
        if pending[key] === expectation {
            pending[key] = nil
        }
        let completion = pending.isEmpty
        lock.unlock()

        if let report = report {
            if let handler = handler {
                handler(report)
            } else {
                FileHandle.standardError.write(Data(("RIBs LeakDetector: " + report.description + "\n").utf8))
            }
            if asserts {
                assertionFailure(report.description)
            }
        }
        // The report is delivered before the status says the detection is over, so tests that wait
        // for `.didComplete` see every report.
        if completion {
            // Sent under the lock so that status changes reach subscribers in the order they happened.
            lock.lock()
            if pending.isEmpty {
                statusSubject.send(.didComplete)
            }
            lock.unlock()
        }
    }

    fileprivate func cancel(_ expectation: PendingExpectation) {
        lock.lock()
        expectation.isCancelled = true
        lock.unlock()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func typeName(of object: AnyObject) -> String {
        let name = String(describing: type(of: object))
        // Generic arguments are noise in a report ("Router<FooInteractable>" reads as "Router").
        if let angle = name.firstIndex(of: "<") {
            return String(name[..<angle])
        }
        return name
    }
}

private final class PendingExpectation: LeakDetectionHandle {
    weak var object: AnyObject?
    weak var detector: LeakDetector?
    let deallocationTime: TimeInterval
    var isCancelled = false

    init(object: AnyObject?, deallocationTime: TimeInterval) {
        self.object = object
        self.deallocationTime = deallocationTime
    }

    func cancel() {
        detector?.cancel(self)
    }
}
