#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls straight into `[UInt8]`: no Foundation `Data` copy on the
/// hot path of a million-line run.
enum FileReader {
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot read \(path): \(reason)" }
    }

    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw ReadError(path: path, reason: "is a directory") }
        var capacity = max(Int(info.st_size), 0)
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                // The file grew while we read it (or st_size was 0 for a special file).
                capacity = max(capacity * 2, 4096)
                bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                readBytes(fd, buffer.baseAddress! + filled, capacity - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

@inline(__always)
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
