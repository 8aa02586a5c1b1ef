import Foundation
import RIBs
import XCTest

/// Collects what the runtime reports through `RIBsDiagnostics` during one test.
final class DiagnosticsRecorder {
    private let lock = NSLock()
    private var recorded: [RIBsDiagnostic] = []

    init() {
        RIBsDiagnostics.assertionsEnabled = false
        RIBsDiagnostics.handler = { [weak self] diagnostic in
            guard let self = self else { return }
            self.lock.lock()
            self.recorded.append(diagnostic)
            self.lock.unlock()
        }
    }

    var kinds: [RIBsDiagnostic.Kind] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map(\.kind)
    }

    func stop() {
        RIBsDiagnostics.resetHandler()
    }
}

/// An interactor that records its lifecycle callbacks.
class RecordingInteractor: Interactor {
    var events: [String] = []

    override func didBecomeActive() {
        events.append("didBecomeActive")
    }

    override func willResignActive() {
        events.append("willResignActive")
    }
}

/// A router that records `didLoad` and can attach fixed children when it loads.
class RecordingRouter: Router<RecordingInteractor> {
    var didLoadCount = 0
    var childrenToAttachOnLoad: [Routing] = []

    init() {
        super.init(interactor: RecordingInteractor())
    }

    override func didLoad() {
        didLoadCount += 1
        for child in childrenToAttachOnLoad {
            attachChild(child)
        }
    }
}
