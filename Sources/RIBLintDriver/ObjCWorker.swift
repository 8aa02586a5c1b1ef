import Foundation
import RIBLintAST
import RIBLintCache
import RIBLintCore
import RIBLintLexer
#if RIBLINT_OBJC
import RIBLintObjC
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Objective-C parsed in child processes, so that libclang cannot take the run down: a worker
/// (`riblint objc-worker`, one per thread) parses the files it is sent with a memory limit; a
/// worker that crashes, runs out of memory or takes longer than `timeout` for one file is killed,
/// that file is skipped with a notice, and a fresh worker takes the next file.
///
/// The command line turns this on (`executable`); library callers and tests parse in process.
public enum ObjCIsolation {
    /// The riblint executable to start workers from; nil parses in this process.
    nonisolated(unsafe) public static var executable: String?
    /// How long one file may take (`RIBLINT_OBJC_TIMEOUT`, in seconds; default 30).
    public static let timeout: Double =
        ProcessInfo.processInfo.environment["RIBLINT_OBJC_TIMEOUT"].flatMap(Double.init).map { max(0.01, $0) } ?? 30
    /// The address space a worker may use: 4 GiB.
    public static let memoryLimit: rlim_t = 4 << 30

    /// The worker's loop (`riblint objc-worker`): requests on standard input, answers on standard
    /// output, until standard input ends. A request is the path and the bytes of one file; the
    /// answer a status byte (0) and the `SyntaxCodec` encoding of its AST.
    public static func serve() -> Int32 {
        #if RIBLINT_OBJC
        var limit = rlimit(rlim_cur: memoryLimit, rlim_max: memoryLimit)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        guard let parser = ObjCParser() else { return 2 }
        let crashOn = ProcessInfo.processInfo.environment["RIBLINT_TEST_OBJC_WORKER_CRASH_ON"]
        let hangOn = ProcessInfo.processInfo.environment["RIBLINT_TEST_OBJC_WORKER_HANG_ON"]
        while true {
            guard let pathBytes = readFrame(STDIN_FILENO), let bytes = readFrame(STDIN_FILENO) else { return 0 }
            let path = String(decoding: pathBytes, as: UTF8.self)
            // For the tests of containment: a worker that dies the way libclang can.
            if let crashOn, !crashOn.isEmpty, path.hasSuffix(crashOn) { abort() }
            // And one that never answers, whatever the machine's speed.
            if let hangOn, !hangOn.isEmpty, path.hasSuffix(hangOn) { while true { sleep(60) } }
            let file = parser.parse(SourceBuffer(path: path, bytes: bytes))
            let encoded = SyntaxCodec.encode(file)
            guard writeFrame(STDOUT_FILENO, encoded) else { return 1 }
        }
        #else
        return 2
        #endif
    }

    // MARK: frames: an 8-byte little-endian length, then the bytes

    static func writeFrame(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var frame = withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { Array($0) }
        frame += bytes
        var offset = 0
        while offset < frame.count {
            let written = frame.withUnsafeBytes { write(fd, $0.baseAddress! + offset, frame.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    static func readFrame(_ fd: Int32, deadline: Double? = nil) -> [UInt8]? {
        guard let header = readExactly(fd, 8, deadline: deadline) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length <= UInt64(FileIO.defaultSizeLimit) else { return nil }
        return readExactly(fd, Int(length), deadline: deadline)
    }

    /// `count` bytes from `fd`, or nil at the end of input or past `deadline` (seconds since the
    /// epoch).
    static func readExactly(_ fd: Int32, _ count: Int, deadline: Double?) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            if let deadline {
                let remaining = deadline - Date().timeIntervalSince1970
                guard remaining > 0 else { return nil }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(remaining * 1000 + 1, Double(Int32.max))))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return nil }
            }
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, count - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return buffer
    }
}

#if RIBLINT_OBJC
/// One child process parsing Objective-C (see `ObjCIsolation`).
final class ObjCWorker {
    private let pid: pid_t
    private let toWorker: Int32
    private let fromWorker: Int32

    init?(executable: String) {
        Spawn.lock.lock()
        defer { Spawn.lock.unlock() }
        // The parent writes the child's input and reads its output.
        guard let pipes = try? Spawn.pipes([.write, .read]) else { return nil }
        let (input, output) = (pipes[0], pipes[1])
        var child: pid_t = 0
        // No Swift crash report: a dying worker is expected, and the report takes seconds.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let status = Spawn.withFileActions(arguments: [executable, "objc-worker"], environment: environment) { actions, argv, envp in
            posix_spawn_file_actions_adddup2(&actions, input.read, STDIN_FILENO)
            posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, input.read)
            posix_spawn_file_actions_addclose(&actions, output.write)
            // What a dying libclang prints (a crash report, a backtrace) is not riblint's output.
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            return posix_spawn(&child, executable, &actions, nil, argv, envp)
        }
        close(input.read)
        close(output.write)
        guard status == 0 else {
            close(input.write); close(output.read)
            return nil
        }
        pid = child
        toWorker = input.write
        fromWorker = output.read
    }

    enum Failure: Error {
        case timedOut
        case died(String)
    }

    /// The AST of `source`, or why the worker gave none; after a failure the worker is gone.
    func parse(_ source: SourceBuffer, timeout: Double) -> Result<FileSyntax, Failure> {
        let deadline = Date().timeIntervalSince1970 + timeout
        guard ObjCIsolation.writeFrame(toWorker, Array(source.path.utf8)), ObjCIsolation.writeFrame(toWorker, source.bytes) else {
            return .failure(.died(stop()))
        }
        guard let answer = ObjCIsolation.readFrame(fromWorker, deadline: deadline) else {
            if Date().timeIntervalSince1970 >= deadline {
                _ = stop()
                return .failure(.timedOut)
            }
            return .failure(.died(stop()))
        }
        guard let file = try? SyntaxCodec.decode(answer, source: source) else { return .failure(.died(stop())) }
        return .success(file)
    }

    /// Ends the worker (killing it if it still runs) and says how it ended.
    func stop() -> String {
        close(toWorker)
        close(fromWorker)
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F { return "libclang crashed (signal \(signal))" }
        return "libclang's worker ended (status \((status >> 8) & 0xFF))"
    }

    /// A worker that is no longer needed: its input ends, and it exits. One that has not exited
    /// within a second is killed: riblint never waits on a worker for ever.
    func finish() {
        close(toWorker)
        close(fromWorker)
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}

/// Workers shared by the threads of one parse: each thread takes a free one or starts one.
final class ObjCWorkerPool: @unchecked Sendable {
    private let executable: String
    private var free: [ObjCWorker] = []
    private let lock = NSLock()

    init(executable: String) {
        self.executable = executable
        // A worker that died must not kill riblint when it writes to its pipe.
        signal(SIGPIPE, SIG_IGN)
    }

    struct Skipped: Error {
        var reason: String
    }

    /// The AST of `source`, or the reason it was skipped.
    func parse(_ source: SourceBuffer) -> Result<FileSyntax, Skipped> {
        lock.lock()
        let existing = free.popLast()
        lock.unlock()
        guard let worker = existing ?? ObjCWorker(executable: executable) else {
            return .failure(Skipped(reason: "cannot start a worker for libclang (\(String(cString: strerror(errno))))"))
        }
        let timeout = ObjCIsolation.timeout
        switch worker.parse(source, timeout: timeout) {
        case .success(let file):
            lock.lock()
            free.append(worker)
            lock.unlock()
            return .success(file)
        case .failure(.timedOut):
            return .failure(Skipped(reason: "libclang did not finish within \(Self.seconds(timeout)) s"))
        case .failure(.died(let reason)):
            return .failure(Skipped(reason: reason))
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    deinit {
        for worker in free { worker.finish() }
    }
}
#endif
