#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file riblint could not read or write.
public struct FileIOError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}

/// Whole-file reads and atomic writes with POSIX calls: no Foundation in Core's hot paths, and the
/// same behaviour on Linux and Darwin.
public enum FileIO {
    /// The file's bytes: sized with `fstat` and read straight into one array (this is on the
    /// hot path of a million-line run).
    public static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileIOError(path: path, problem: "cannot read: is a directory") }
        var capacity = max(Int(info.st_size), 0)
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                // The file grew while being read, or st_size was 0 for a special file.
                capacity = max(capacity * 2, 4096)
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + filled, capacity - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileIOError(path: path, problem: "cannot read: \(errorText())")
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The file as UTF-8 text.
    public static func readText(_ path: String) throws -> String {
        let bytes = try read(path)
        // `String(validating:)` needs macOS 15; decoding repairs invalid bytes, so compare back.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw FileIOError(path: path, problem: "not valid UTF-8")
        }
        return text
    }

    /// Writes `text` to a temporary file next to `path` and renames it over `path`, so that readers
    /// never see half a file and a failed write leaves the old one in place.
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` atomically (see above). `durable: false` skips `fsync`: for a cache, which is
    /// checked on reading, losing the newest version in a power cut costs less than waiting for the disk.
    public static func writeAtomically(bytes: [UInt8], to path: String, durable: Bool = true) throws {
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        guard !name.isEmpty else { throw FileIOError(path: path, problem: "cannot write: the path names a directory") }
        let separator = directory.hasSuffix("/") ? "" : "/"
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = "\(directory)\(separator).\(name).riblint-\(getpid())-\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw FileIOError(path: path, problem: "cannot write: \(errorText())") }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        if failure == nil && durable && fsync(descriptor) != 0 && errno != EINVAL { failure = errorText() }
        if close(descriptor) != 0 && failure == nil { failure = errorText() }
        if failure == nil && rename(temporary, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            throw FileIOError(path: path, problem: "cannot write: \(failure)")
        }
    }

    fileprivate static func errorText() -> String { String(cString: strerror(errno)) }
}

extension FileIO {
    /// Writes `text` to standard output after anything `print` has buffered.
    public static func writeStandardOutput(_ text: String) throws {
        fflush(stdout)
        let bytes = Array(text.utf8)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        if let failure { throw FileIOError(path: "standard output", problem: "cannot write: \(failure)") }
    }
}

@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
