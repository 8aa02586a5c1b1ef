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
}
