#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time of the whole process, for `RIBLINT_PROFILE` and the benchmark: beside a phase's wall
/// time it shows whether the phase used both cores or one.
public enum ProcessCPU {
    /// User and system time of every thread so far, in milliseconds (0 if the system cannot say).
    public static func milliseconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }

    /// The process's peak resident memory so far, in MiB (0 if the system cannot say).
    public static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024  // KiB on Linux
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on macOS
        #endif
    }

    /// What is resident now, in MiB: anonymous memory (the heap) and mapped files (the executable
    /// and libraries); nil where the system does not say (Linux's `/proc/self/status` does).
    public static func residentMegabytes() -> (anonymous: Double, files: Double)? {
        #if os(Linux)
        guard let status = try? FileIO.readText("/proc/self/status", limit: 1 << 16) else { return nil }
        var anonymous: Double?, files: Double?
        for line in status.split(separator: "\n") where line.hasPrefix("RssAnon:") || line.hasPrefix("RssFile:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Double(fields[1]) else { continue }
            if line.hasPrefix("RssAnon:") { anonymous = kilobytes / 1024 } else { files = kilobytes / 1024 }
        }
        guard let anonymous, let files else { return nil }
        return (anonymous, files)
        #else
        return nil
        #endif
    }
}
