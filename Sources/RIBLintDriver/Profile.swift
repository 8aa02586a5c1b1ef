import Foundation
import RIBLintCore

/// `RIBLINT_PROFILE=1` prints each phase's wall time and the cache's counts to standard error:
/// what the benchmark and a user wondering "why is this slow here" both need, at no cost otherwise.
public enum Profile {
    public static let isEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment["RIBLINT_PROFILE"] else { return false }
        return !value.isEmpty && value != "0"
    }()

    @inline(__always)
    public static func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        guard isEnabled else { return try body() }
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        note(phase.padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: "%9.1f ms", milliseconds))
        return value
    }

    public static func note(_ text: @autoclosure () -> String) {
        guard isEnabled else { return }
        FileIO.writeStandardError("riblint-profile: \(text())\n")
    }
}
