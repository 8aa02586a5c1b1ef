#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file riblint could not read or write.
public struct FileIOError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is, for callers that skip some files instead of failing.
    public enum Kind: Sendable, Hashable {
        case other
        /// A device, FIFO, socket or directory: only regular files are read.
        case notRegularFile
        /// Larger than the limit of the read.
        case tooLarge
        /// Does not start with the bytes the caller expects (a cache file of another format).
        case wrongHeader
    }

    public var path: String
    public var problem: String
    public var kind: Kind

    public init(path: String, problem: String, kind: Kind = .other) {
        self.path = path
        self.problem = problem
        self.kind = kind
    }

    public var description: String { "\(path): \(problem)" }
}

/// Whole-file reads and atomic writes with POSIX calls: no Foundation in Core's hot paths, and the
/// same behaviour on Linux and Darwin.
public enum FileIO {
    /// The most a source file may hold (`.swift`, `.h`, `.m`, `.mm`, `Package.swift`): 16 MiB.
    /// Larger files are not read (`FileIOError.Kind.tooLarge`); the driver skips them with a notice.
    public static let sourceSizeLimit = 16 << 20
    /// The most any other file riblint reads may hold (configuration, baseline, cache): 1 GiB.
    public static let defaultSizeLimit = 1 << 30

    /// The file's bytes. Only a regular file is read (a FIFO, device or socket is refused
    /// without blocking: it is opened non-blocking and checked before any read), and only up to
    /// `limit` bytes: a larger file is refused before it is read. With `header`, a file that
    /// does not start with those bytes is refused after reading only them. The buffer is sized
    /// with `fstat` and read into at once (this is on the hot path of a million-line run).
    public static func read(_ path: String, limit: Int = defaultSizeLimit, header: [UInt8]? = nil) throws -> [UInt8] {
        let fd = FileName.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileIOError(path: path, problem: "cannot read: \(errorText())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileIOError(path: path, problem: "cannot read: not a regular file (\(fileKindName(info.st_mode)))", kind: .notRegularFile)
        }
        let size = max(Int(info.st_size), 0)
        guard size <= limit else { throw tooLarge(path, size: size, limit: limit) }
        var head: [UInt8] = []
        if let header {
            head = [UInt8](repeating: 0, count: min(header.count, size))
            let filled = try readFully(fd, into: &head, from: 0, to: head.count, path: path)
            guard filled >= header.count, head.elementsEqual(header) else {
                throw FileIOError(path: path, problem: "cannot read: not the expected format", kind: .wrongHeader)
            }
            // Back to the start, to read the whole file into a buffer that is not zeroed first
            // (cache files run to tens of megabytes).
            if size < limit && lseek(fd, 0, SEEK_SET) == 0 { return try readWhole(fd, size: size, limit: limit, path: path) }
        } else if size < limit {
            return try readWhole(fd, size: size, limit: limit, path: path)
        }
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.replaceSubrange(0..<head.count, with: head)
        var filled = head.count
        filled = try readFully(fd, into: &bytes, from: filled, to: size, path: path)
        if filled < size {
            bytes.removeSubrange(filled...)
            return bytes
        }
        // The file may have grown since `fstat`: a one-byte read says so (nearly every file has
        // not, and pays no chunk for it); then read on, in chunks, up to the limit.
        var probe: UInt8 = 0
        guard withUnsafeMutablePointer(to: &probe, { systemRead(fd, UnsafeMutableRawPointer($0), 1) }) == 1 else { return bytes }
        guard bytes.count + 1 <= limit else { throw tooLarge(path, size: bytes.count + 1, limit: limit) }
        bytes.append(probe)
        try readRest(fd, into: &bytes, limit: limit, path: path)
        return bytes
    }

    /// Reads what a file gained since `fstat`, in chunks, up to the limit.
    private static func readRest(_ fd: Int32, into bytes: inout [UInt8], limit: Int, path: String) throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try readFully(fd, into: &chunk, from: 0, to: chunk.count, path: path)
            guard count > 0 else { break }
            guard bytes.count + count <= limit else { throw tooLarge(path, size: bytes.count + count, limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
    }

    /// A regular file of `size` bytes (by `fstat`) in one read where possible: the buffer is not
    /// zeroed first, and asking for one byte more than `size` tells at once whether the file has
    /// grown since (then the rest is read in chunks, up to the limit).
    private static func readWhole(_ fd: Int32, size: Int, limit: Int, path: String) throws -> [UInt8] {
        // The whole file as `fstat` saw it, and a read that asked for more got no more: it has
        // not grown.
        let (read, failure) = readUninitialized(capacity: size + 1, enoughAt: size) { buffer, wanted, _ in
            systemRead(fd, buffer, wanted)
        }
        if failure != 0 { throw FileIOError(path: path, problem: "cannot read: \(String(cString: strerror(failure)))") }
        var bytes = read
        guard bytes.count > size else { return bytes }
        try readRest(fd, into: &bytes, limit: limit, path: path)
        guard bytes.count <= limit else { throw tooLarge(path, size: bytes.count, limit: limit) }
        return bytes
    }

    /// Up to `capacity` bytes into a buffer that is not zeroed first: `read(destination, wanted,
    /// filled)` is called until the buffer is full, it returns 0 (the end), it fails (its
    /// `errno` is returned; `EINTR` is retried) or `enoughAt` bytes are in.
    static func readUninitialized(capacity: Int, enoughAt: Int? = nil,
                                  _ read: (UnsafeMutableRawPointer, _ wanted: Int, _ filled: Int) -> Int) -> (bytes: [UInt8], failure: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var filled = 0
            while filled < capacity {
                let count = read(buffer.baseAddress! + filled, capacity - filled, filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 { break }
                filled += count
                if filled == enoughAt { break }
            }
            initialized = filled
        }
        return (bytes, failure)
    }

    /// Reads into `buffer[start..<end]` until it is full or the file ends; returns the new fill.
    private static func readFully(_ fd: Int32, into buffer: inout [UInt8], from start: Int, to end: Int, path: String) throws -> Int {
        var filled = start
        while filled < end {
            let count = buffer.withUnsafeMutableBytes { raw in systemRead(fd, raw.baseAddress! + filled, end - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileIOError(path: path, problem: "cannot read: \(errorText())")
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    static func tooLarge(_ path: String, size: Int, limit: Int) -> FileIOError {
        FileIOError(path: path, problem: "too large: \(size) bytes, over the limit of \(limit >> 20) MiB", kind: .tooLarge)
    }

    /// `a FIFO`, `a character device`, ... for messages.
    public static func fileKindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The file as UTF-8 text.
    public static func readText(_ path: String, limit: Int = defaultSizeLimit) throws -> String {
        let bytes = try read(path, limit: limit)
        // `String(validating:)` needs macOS 15; decoding repairs invalid bytes, so compare back.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw FileIOError(path: path, problem: "not valid UTF-8")
        }
        return text
    }

    /// What a write does when the path names something other than a regular file or nothing.
    public enum SpecialFilePolicy: Sendable {
        /// A path the user named (`--output`, a baseline, the hook): a symbolic link is followed and
        /// its target written; a device or FIFO is written in place, like `cp` and compilers do.
        case writeInPlace
        /// A path riblint chose itself (the cache): anything but a regular file is refused.
        case refuse
    }

    /// Writes `text` to `path` the way `cp` would, but atomically where it can (see `write(bytes:to:)`).
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` without ever replacing anything that is not a regular file:
    /// - nothing there, or a regular file: a temporary file next to it, renamed over it, so that
    ///   readers never see half a file and a failed write leaves the old one in place (an existing
    ///   file keeps its permissions);
    /// - a regular file without any write permission: refused ("read-only file"), even for root;
    /// - a symbolic link: followed (`.writeInPlace`) and its target written by these same rules;
    /// - a device, FIFO or socket: opened and written in place (`.writeInPlace`);
    /// - a directory: refused.
    /// `.refuse` refuses links and special files instead. `durable: false` skips `fsync`: for a
    /// cache, which is checked on reading, losing the newest version in a power cut costs less
    /// than waiting for the disk.
    public static func writeAtomically(bytes: [UInt8], to path: String, durable: Bool = true,
                                       special: SpecialFilePolicy = .writeInPlace) throws {
        guard !path.isEmpty else { throw FileIOError(path: "\"\"", problem: "cannot write: the path is empty") }
        var target = path
        var info = stat()
        var exists = false
        var resolved = false
        for _ in 0..<40 {
            guard FileName.withSystemPath(target, { lstat($0, &info) }) == 0 else {
                if errno == ENOENT {
                    resolved = true
                    break
                }
                throw FileIOError(path: path, problem: "cannot write: \(errorText())")
            }
            exists = true
            guard (info.st_mode & S_IFMT) == S_IFLNK else {
                resolved = true
                break
            }
            guard special == .writeInPlace else {
                throw FileIOError(path: path, problem: "cannot write: not a regular file (a symbolic link)")
            }
            exists = false
            target = try linkTarget(of: target, reporting: path)
        }
        // A chain of 40 links, or a loop: nothing at its end has been looked at.
        guard resolved else { throw FileIOError(path: path, problem: "cannot write: too many levels of symbolic links") }
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if (info.st_mode & 0o222) == 0 || FileName.withSystemPath(target, { access($0, W_OK) }) != 0 {
                    throw FileIOError(path: path, problem: "cannot write: the file is read-only")
                }
            case S_IFDIR:
                throw FileIOError(path: path, problem: "cannot write: is a directory")
            default:
                guard special == .writeInPlace else {
                    throw FileIOError(path: path, problem: "cannot write: not a regular file")
                }
                try writeInPlace(bytes, to: target, reporting: path)
                return
            }
        }
        try replace(target, with: bytes, durable: durable, mode: exists ? info.st_mode & 0o7777 : nil, reporting: path)
    }

    /// Where the symbolic link `link` points, relative targets resolved against its folder.
    private static func linkTarget(of link: String, reporting path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = FileName.withSystemPath(link) { readlink($0, &buffer, 4096) }
        guard count >= 0 else { throw FileIOError(path: path, problem: "cannot write: \(errorText())") }
        let destination = FileName.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
        if destination.hasPrefix("/") { return destination }
        guard let slash = link.lastIndex(of: "/") else { return destination }
        return String(link[...slash]) + destination
    }

    /// Opens an existing special file (a device, a FIFO) for writing, without creating or
    /// truncating it, and writes `bytes` to it.
    private static func writeInPlace(_ bytes: [UInt8], to target: String, reporting path: String) throws {
        let descriptor = FileName.withSystemPath(target) { open($0, O_WRONLY | O_NOCTTY) }
        guard descriptor >= 0 else { throw FileIOError(path: path, problem: "cannot write: \(errorText())") }
        var failure = writeAll(bytes, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = errorText() }
        if let failure { throw FileIOError(path: path, problem: "cannot write: \(failure)") }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errorText()
                }
                offset += written
            }
            return nil
        }
    }

    /// A temporary file next to `path`, renamed over it.
    private static func replace(_ path: String, with bytes: [UInt8], durable: Bool, mode: mode_t?, reporting reported: String) throws {
        let directory: String
        let name: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
            name = String(path[path.index(after: slash)...])
        } else {
            directory = "."
            name = path
        }
        guard !name.isEmpty else { throw FileIOError(path: reported, problem: "cannot write: the path names a directory") }
        let separator = directory.hasSuffix("/") ? "" : "/"
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = "\(directory)\(separator).\(name).riblint-\(getpid())-\(attempt).tmp"
            descriptor = FileName.withSystemPath(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o666) }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw FileIOError(path: reported, problem: "cannot write: \(errorText())") }
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errorText() }
        if failure == nil && durable && fsync(descriptor) != 0 && errno != EINVAL { failure = errorText() }
        if close(descriptor) != 0 && failure == nil { failure = errorText() }
        if failure == nil && FileName.withSystemPath(temporary, { from in FileName.withSystemPath(path) { rename(from, $0) } }) != 0 {
            failure = errorText()
        }
        if let failure {
            FileName.withSystemPath(temporary) { _ = unlink($0) }
            throw FileIOError(path: reported, problem: "cannot write: \(failure)")
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

extension FileIO {
    /// Writes `text` to standard error (unbuffered; a failure is ignored, as there is nowhere
    /// left to report it).
    public static func writeStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = writeAll(bytes, to: STDERR_FILENO)
    }

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

/// A regular file kept open to be read in parts, at given offsets (`pread`, so that threads can
/// share it): for cache files whose parts are not all needed by every run. The size is the one
/// `fstat` gave when it was opened; a file replaced since (caches are written by renaming a new
/// file over the old one) is still read as it was then.
public final class ReadableFile: @unchecked Sendable {
    public let path: String
    public let size: Int
    private let fd: Int32

    /// Opens `path` if it is a regular file of at most `limit` bytes, without blocking on a FIFO
    /// or a device; throws `FileIOError` (`.notRegularFile`, `.tooLarge`) otherwise.
    public init(_ path: String, limit: Int = FileIO.defaultSizeLimit) throws {
        let fd = FileName.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileIOError(path: path, problem: "cannot read: \(FileIO.errorText())") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let problem = FileIO.errorText()
            close(fd)
            throw FileIOError(path: path, problem: "cannot read: \(problem)")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw FileIOError(path: path, problem: "cannot read: not a regular file (\(FileIO.fileKindName(info.st_mode)))", kind: .notRegularFile)
        }
        let size = max(Int(info.st_size), 0)
        guard size <= limit else {
            close(fd)
            throw FileIO.tooLarge(path, size: size, limit: limit)
        }
        self.path = path
        self.size = size
        self.fd = fd
    }

    deinit { close(fd) }

    /// `count` bytes from `offset`, into a buffer that is not zeroed first; throws if the file
    /// holds fewer there.
    public func read(at offset: Int, count: Int) throws -> [UInt8] {
        guard offset >= 0, count >= 0, count <= size, offset <= size - count else {
            throw FileIOError(path: path, problem: "cannot read: \(count) bytes at \(offset) are beyond the file's end")
        }
        let (bytes, failure) = FileIO.readUninitialized(capacity: count) { buffer, wanted, filled in
            pread(fd, buffer, wanted, off_t(offset + filled))
        }
        if failure != 0 { throw FileIOError(path: path, problem: "cannot read: \(String(cString: strerror(failure)))") }
        guard bytes.count == count else { throw FileIOError(path: path, problem: "cannot read: the file ended early") }
        return bytes
    }
}
