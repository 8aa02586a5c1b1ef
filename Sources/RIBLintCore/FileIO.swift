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
    /// The file's bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        guard let handle = fopen(path, "rb") else { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(handle) != 0 { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
                return bytes
            }
        }
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
        let bytes = Array(text.utf8)
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
        if failure == nil && fsync(descriptor) != 0 && errno != EINVAL { failure = errorText() }
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
