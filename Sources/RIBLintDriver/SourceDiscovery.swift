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
        /// Project files seen (`Package.swift`, Tuist's `Project.swift`, Xcode's `project.pbxproj`),
        /// even when excluded from linting, for module detection.
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

    public func discover(_ paths: [String], jobs: Int = 1) throws -> Result {
        var files: [String] = []
        var manifests: [String] = []
        for raw in paths {
            let path = Self.normalize(raw)
            var info = stat()
            guard stat(path, &info) == 0 else { throw DiscoveryError.missing(raw) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // The top levels here, breadth first, until there are enough folders to share out;
                // the subtrees below them are walked on `jobs` threads.
                var folders: [String] = [path]
                var frontier: [String] = []
                repeat {
                    frontier = []
                    for folder in folders {
                        visit(folder, root: path, files: &files, manifests: &manifests) { frontier.append($0) }
                    }
                    folders = frontier
                } while jobs > 1 && !folders.isEmpty && folders.count < jobs * 8
                let found = parallelMap(folders, jobs: jobs) { folder -> ([String], [String]) in
                    var files: [String] = []
                    var manifests: [String] = []
                    walk(folder, root: path, files: &files, manifests: &manifests)
                    return (files, manifests)
                }
                for (subFiles, subManifests) in found {
                    files += subFiles
                    manifests += subManifests
                }
            } else {
                // A file named explicitly is linted even if a pattern excludes it (as SwiftLint does).
                files.append(path)
                if SourceDiscovery.isProjectFile(path) { manifests.append(path) }
            }
        }
        return Result(files: Array(Set(files)).sorted(), packageManifests: Array(Set(manifests)).sorted())
    }

    private func walk(_ directory: String, root: String, files: inout [String], manifests: inout [String]) {
        var folders: [String] = []
        visit(directory, root: root, files: &files, manifests: &manifests) { folders.append($0) }
        for folder in folders { walk(folder, root: root, files: &files, manifests: &manifests) }
    }

    /// Reads one directory: its files that are linted go to `files`, its folders that are not
    /// excluded to `folder`.
    private func visit(_ directory: String, root: String, files: inout [String], manifests: inout [String],
                       folder: (String) -> Void) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        let prefix = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        let rootPrefixLength = root == "." ? 0 : root.utf8.count + 1
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let child = prefix + name
            var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_LNK) { continue }  // no symlinks: no cycles
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                if stat(child, &info) == 0 { isDirectory = (info.st_mode & S_IFMT) == S_IFDIR }
            }
            let relative = String(child.utf8.dropFirst(rootPrefixLength))!
            if isDirectory {
                if name == ".git" || filter.isExcluded(directory: relative) { continue }
                folder(child)
            } else {
                if SourceDiscovery.isProjectFile(name) { manifests.append(child) }
                guard Self.hasLintedExtension(name, extensions) else { continue }
                if !filter.shouldLint(relative) { continue }
                files.append(child)
            }
        }
    }

    /// Files that say where modules are: `Package.swift`, Tuist's `Project.swift`, Xcode's
    /// `project.pbxproj`, XcodeGen's `project.yml` and CocoaPods' `.podspec`.
    static func isProjectFile(_ path: String) -> Bool {
        for name in ["Package.swift", "Project.swift", "project.pbxproj", "project.yml", ".podspec"] where path.hasSuffix(name) {
            return name.hasPrefix(".") || path == name || path.hasSuffix("/" + name)
        }
        return false
    }

    /// A byte-wise suffix test (`String.hasSuffix` compares Unicode-canonically, which costs
    /// more than the whole walk on a large tree).
    private static func hasLintedExtension(_ name: String, _ extensions: [String]) -> Bool {
        let bytes = name.utf8
        return extensions.contains { suffix in
            let tail = suffix.utf8
            return bytes.count >= tail.count && bytes.suffix(tail.count).elementsEqual(tail)
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
