import Foundation

/// A misuse of the framework that the runtime noticed and survived, such as attaching the same
/// child twice. uber/RIBs asserts on these; here they go to `RIBsDiagnostics.handler` first so
/// that tests and Linux runs can observe them without crashing.
public struct RIBsDiagnostic: CustomStringConvertible, Equatable {
    public enum Kind: String, Equatable {
        /// `attachChild` was called with a router that is already a child; it was not attached again.
        case childAlreadyAttached
        /// A componentized builder's component closure returned the component of the previous build.
        case componentReused
        /// A subscription was confined to an interactor that is not active, so it was cancelled at once.
        case subscriptionConfinedToInactiveInteractor
        /// A subscription was confined to a worker that is not running, so it was cancelled at once.
        case subscriptionConfinedToStoppedWorker
    }

    public let kind: Kind
    public let message: String

    /// Programmer errors trip an assertion when `RIBsDiagnostics.assertionsEnabled` is set;
    /// the others only inform (uber/RIBs merely prints them).
    public var isProgrammerError: Bool {
        switch kind {
        case .childAlreadyAttached, .componentReused: return true
        case .subscriptionConfinedToInactiveInteractor, .subscriptionConfinedToStoppedWorker: return false
        }
    }

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "RIBs \(kind.rawValue): \(message)" }
}

/// Where runtime diagnostics go. Both settings may be changed from any thread.
public enum RIBsDiagnostics {
    private static let lock = NSLock()
    private static var storedHandler: (RIBsDiagnostic) -> Void = defaultHandler
    #if canImport(UIKit)
    private static var storedAssertionsEnabled = true
    #else
    private static var storedAssertionsEnabled = false
    #endif

    /// Receives every diagnostic. The default writes it to standard error.
    public static var handler: (RIBsDiagnostic) -> Void {
        get { lock.lock(); defer { lock.unlock() }; return storedHandler }
        set { lock.lock(); storedHandler = newValue; lock.unlock() }
    }

    /// When true, programmer errors also call `assertionFailure` after the handler ran (which stops
    /// debug builds only). Defaults to true where UIKit exists, like uber/RIBs, and false elsewhere.
    public static var assertionsEnabled: Bool {
        get { lock.lock(); defer { lock.unlock() }; return storedAssertionsEnabled }
        set { lock.lock(); storedAssertionsEnabled = newValue; lock.unlock() }
    }

    /// Restores the default handler (useful in test tear-down).
    public static func resetHandler() {
        handler = defaultHandler
    }

    /// Reports a diagnostic to the handler, then asserts if it is a programmer error and
    /// assertions are enabled.
    public static func emit(_ diagnostic: RIBsDiagnostic) {
        handler(diagnostic)
        if diagnostic.isProgrammerError && assertionsEnabled {
            assertionFailure(diagnostic.description)
        }
    }

    private static func defaultHandler(_ diagnostic: RIBsDiagnostic) {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}
