import RIBLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files to lint under the paths given on the command line.
public struct SourceDiscovery {
    public struct Result: Sendable {
        /// Files to lint, as paths relative to the working directory where possible, sorted.
        public var files: [String]
        /// `Package.swift` files seen (even when excluded from linting), for module detection.
        public var packageManifests: [String]
    }

    public enum DiscoveryError: Error, CustomStringConvertible {
        case missing(String)
        public var description: String {
            switch self {
            case .missing(let path): "no such file or directory: \(path)"
            }
        }
    }

    /// File name endings that are linted.
    public var extensions: [String] = [".swift", ".h", ".m", ".mm"]
    /// Decides which paths (relative to the directory being walked, with `/`) are linted.
    public var filter: PathFilter

    public init(filter: PathFilter) {
        self.filter = filter
    }

    public func discover(_ paths: [String]) throws -> Result {
        var files: [String] = []
        var manifests: [String] = []
        for raw in paths {
            let path = Self.normalize(raw)
            var info = stat()
            guard stat(path, &info) == 0 else { throw DiscoveryError.missing(raw) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, root: path, files: &files, manifests: &manifests)
            } else {
                // A file named explicitly is linted even if a pattern excludes it (as SwiftLint does).
                files.append(path)
                if path.hasSuffix("Package.swift") { manifests.append(path) }
            }
        }
        return Result(files: Array(Set(files)).sorted(), packageManifests: Array(Set(manifests)).sorted())
    }

    private func walk(_ directory: String, root: String, files: inout [String], manifests: inout [String]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var entries: [(String, Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let child = directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) || entry.pointee.d_type == UInt8(DT_LNK) {
                var info = stat()
                // Follow symlinks to files, but not to directories (no cycles).
                if entry.pointee.d_type == UInt8(DT_LNK) { continue }
                if stat(child, &info) == 0 { isDirectory = (info.st_mode & S_IFMT) == S_IFDIR }
            }
            entries.append((child, isDirectory))
        }
        for (child, isDirectory) in entries {
            let relative = root == "." ? child : String(child.dropFirst(root.count + 1))
            if isDirectory {
                if child.hasSuffix("/.git") || filter.isExcluded(directory: relative) { continue }
                walk(child, root: root, files: &files, manifests: &manifests)
            } else {
                if child.hasSuffix("/Package.swift") || child == "Package.swift" { manifests.append(child) }
                guard extensions.contains(where: { child.hasSuffix($0) }) else { continue }
                if !filter.shouldLint(relative) { continue }
                files.append(child)
            }
        }
    }

    /// `./a//b/` -> `a/b`; absolute paths under the working directory become relative.
    static func normalize(_ path: String) -> String {
        var result = path
        if result.hasPrefix("/"), let cwd = currentDirectory() {
            if result == cwd { return "." }
            if result.hasPrefix(cwd + "/") { result = String(result.dropFirst(cwd.count + 1)) }
        }
        let isAbsolute = result.hasPrefix("/")
        var parts: [Substring] = []
        for part in result.split(separator: "/") where part != "." && !part.isEmpty {
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(cString: buffer)
    }
}
