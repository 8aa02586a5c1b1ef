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
        let cpuStart = ProcessCPU.milliseconds()
        let value = try body()
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        // CPU beside wall: a phase whose CPU is near its wall ran on one core only.
        // Inside the parentheses: `scripts/phases` cuts them off the line to keep the wall time.
        note(padded(phase) + String(format: "%9.1f ms  (cpu %.1f ms, peak RSS %.0f MB", milliseconds,
                                    ProcessCPU.milliseconds() - cpuStart, ProcessCPU.peakResidentMegabytes()) + residentParts() + ")")
        return value
    }

    /// What is resident now, where the system says: the heap, and the executable's and libraries'
    /// pages (code riblint runs for the first time late in a run adds to them).
    private static func residentParts() -> String {
        guard let resident = ProcessCPU.residentMegabytes() else { return "" }
        return String(format: "; now anon %.0f, files %.0f MB", resident.anonymous, resident.files)
    }

    /// A label in a column wide enough for the longest rule id, never cut.
    static func padded(_ label: String) -> String {
        label.count >= 48 ? label + " " : label.padding(toLength: 48, withPad: " ", startingAt: 0)
    }

    private static let ruleTimes = RuleTimes()

    /// One rule's time (rules run in parallel, so these add up to more than the phase).
    static func record(rule: String, _ duration: Duration) {
        ruleTimes.add(rule, Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }

    /// The recorded rules, slowest first, then forgets them.
    static func noteRules() {
        guard isEnabled else { return }
        for (rule, milliseconds) in ruleTimes.drain() where milliseconds >= 0.05 {
            note(padded("  rule " + rule) + String(format: "%9.1f ms", milliseconds))
        }
    }

    private final class RuleTimes: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [String: Double] = [:]
        func add(_ rule: String, _ milliseconds: Double) {
            lock.lock(); defer { lock.unlock() }
            times[rule, default: 0] += milliseconds
        }
        func drain() -> [(String, Double)] {
            lock.lock(); defer { lock.unlock() }
            defer { times = [:] }
            return times.sorted { $0.value > $1.value }
        }
    }

    public static func note(_ text: @autoclosure () -> String) {
        guard isEnabled else { return }
        FileIO.writeStandardError("riblint-profile: \(text())\n")
    }
}
