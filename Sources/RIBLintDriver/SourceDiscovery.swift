import RIBLintCore
import RIBLintModel
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
        /// Files with a linted extension that the walk left out because they are not regular
        /// files (a FIFO, a device, a socket), one line each, sorted.
        public var notices: [String] = []
        /// `NeedleGenerated.swift` files seen, even when excluded from linting: what Needle's
        /// generator registered is read as context, never reported.
        public var needleGenerated: [String] = []
        /// With `tracksListings`: what this walk saw, for the next one.
        public var listings = FolderListings()
        /// Folders walked, and how many of them were read with `readdir` (the others came from
        /// `earlierListings`).
        public var folderCount = 0
        public var foldersListedAgain = 0
    }

    public enum DiscoveryError: Error, CustomStringConvertible {
        case missing(String)
        /// A folder of the tree that cannot be listed, and why; the first of `count`.
        case unreadableDirectory(String, reason: String, count: Int)
        public var description: String {
            switch self {
            case .missing(let path): "no such file or directory: \(path)"
            case .unreadableDirectory(let path, let reason, let count):
                "cannot read directory \(path): \(reason)" + (count > 1 ? " (and \(count - 1) more directories)" : "")
            }
        }
    }

    /// What one walk collects.
    private struct Walk {
        var files: [String] = []
        var manifests: [String] = []
        var generated: [String] = []
        var notices: [String] = []
        /// Folders that could not be listed, with the reason.
        var unreadable: [(path: String, reason: String)] = []
        /// The folders whose listing the next walk can use: those taken from the earlier
        /// listings and those read and recorded now (`fresh`).
        var kept: [String] = []
        var fresh: [String: FolderListings.Listing] = [:]
        var folderCount = 0
        var listedAgain = 0

        mutating func merge(_ other: Walk) {
            files += other.files
            manifests += other.manifests
            generated += other.generated
            notices += other.notices
            unreadable += other.unreadable
            kept += other.kept
            fresh.merge(other.fresh) { first, _ in first }
            folderCount += other.folderCount
            listedAgain += other.listedAgain
        }
    }

    /// File name endings that are linted.
    public var extensions: [String] = [".swift", ".h", ".m", ".mm"]
    /// Decides which paths (relative to the directory being walked, with `/`) are linted.
    public var filter: PathFilter
    /// Whether the walk keeps what it saw of each folder (`Result.listings`) for the next walk.
    public var tracksListings = false
    /// The last walk's listings: a folder whose `stat` is still the one recorded is not read again.
    public var earlierListings: FolderListings?
    /// A folder is recorded only if both its times are before this (seconds since 1970): one
    /// changed later may change again without its times moving (see `RunCache.racyWindow`).
    public var settledBefore: Double = 0

    public init(filter: PathFilter) {
        self.filter = filter
    }

    public func discover(_ paths: [String], jobs: Int = 1) throws -> Result {
        var all = Walk()
        for raw in paths {
            let path = Self.normalize(raw)
            var info = stat()
            guard FileName.withSystemPath(path, { stat($0, &info) }) == 0 else { throw DiscoveryError.missing(raw) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // The top levels here, breadth first, until there are enough folders to share out;
                // the subtrees below them are walked on `jobs` threads.
                var folders: [(String, PathFilter.FolderState)] = [(path, filter.rootState)]
                var frontier: [(String, PathFilter.FolderState)] = []
                repeat {
                    frontier = []
                    for (folder, state) in folders {
                        visit(folder, state, root: path, into: &all) { frontier.append(($0, $1)) }
                    }
                    folders = frontier
                } while jobs > 1 && !folders.isEmpty && folders.count < jobs * 8
                let found = parallelMap(folders, jobs: jobs) { folder, state -> Walk in
                    var walk = Walk()
                    self.walk(folder, state, root: path, into: &walk)
                    return walk
                }
                for walk in found { all.merge(walk) }
            } else {
                // A file named explicitly is linted even if a pattern excludes it (as SwiftLint does);
                // reading it says so if it is not a regular file.
                all.files.append(path)
                if SourceDiscovery.isProjectFile(path) { all.manifests.append(path) }
            }
        }
        let unreadable = all.unreadable.sorted { $0.path < $1.path }
        if let first = unreadable.first {
            throw DiscoveryError.unreadableDirectory(first.path, reason: first.reason, count: unreadable.count)
        }
        var result = Result(files: Self.sortedUnique(all.files), packageManifests: Self.sortedUnique(all.manifests),
                            notices: Self.sortedUnique(all.notices), needleGenerated: Self.sortedUnique(all.generated))
        // A walk that read no folder again visited exactly the earlier listings' folders (each
        // came from them, and as many): they are this walk's listings, with no copy.
        if let earlierListings, all.listedAgain == 0, all.kept.count == earlierListings.folders.count {
            result.listings = earlierListings
        } else {
            result.listings.folders.reserveCapacity(all.kept.count)
            for folder in all.kept { result.listings.folders[folder] = all.fresh[folder] ?? earlierListings?.folders[folder] }
            result.listings.extensions = extensions
        }
        result.folderCount = all.folderCount
        result.foldersListedAgain = all.listedAgain
        return result
    }

    /// Whether a walk of `paths` would lint `path` (relative to the working directory, as the
    /// walk names files), whether or not it exists: it is one of the paths, or under one of them
    /// in no excluded folder, with a linted extension, and included by the filter. `--staged`
    /// asks this of staged files the working tree does not have.
    public func wouldLint(_ path: String, paths: [String]) -> Bool {
        let path = Self.normalize(path)
        guard Self.hasLintedExtension(path.split(separator: "/").last.map(String.init) ?? path, extensions) else { return false }
        for raw in paths {
            let root = Self.normalize(raw)
            if path == root { return true }
            guard root == "." || path.hasPrefix(root + "/") else { continue }
            let relative = root == "." ? path : String(path.dropFirst(root.count + 1))
            let folders = relative.split(separator: "/").dropLast()
            var prefix = ""
            var excluded = false
            for folder in folders {
                prefix += prefix.isEmpty ? String(folder) : "/" + folder
                if folder == ".git" || filter.isExcluded(directory: prefix) { excluded = true; break }
            }
            if !excluded && filter.shouldLint(relative) { return true }
        }
        return false
    }

    /// Walks `directory` depth first, entering each folder where it stands among the entries:
    /// with the entries in `walkOrder`, the files come out in path order (see `sortedUnique`).
    private func walk(_ directory: String, _ state: PathFilter.FolderState, root: String, into walk: inout Walk) {
        guard let entries = entries(of: directory, into: &walk) else { return }
        let place = Place(directory: directory, root: root)
        for entry in entries {
            if let (folder, inner) = take(entry, in: place, state, into: &walk) { self.walk(folder, inner, root: root, into: &walk) }
        }
    }

    /// Reads one directory: its files that are linted go to `walk.files`, its folders that are
    /// not excluded to `folder`. Symbolic links are not followed; files that are not regular
    /// (FIFOs, devices, sockets) are left out with a notice; a folder that cannot be listed is
    /// recorded with the reason.
    private func visit(_ directory: String, _ state: PathFilter.FolderState, root: String, into walk: inout Walk,
                       folder: (String, PathFilter.FolderState) -> Void) {
        guard let entries = entries(of: directory, into: &walk) else { return }
        let place = Place(directory: directory, root: root)
        for entry in entries {
            if let (child, inner) = take(entry, in: place, state, into: &walk) { folder(child, inner) }
        }
    }

    /// A folder being read: the prefix of its entries' paths, and how much of it is the root's.
    private struct Place {
        let prefix: String
        let rootPrefixLength: Int
        init(directory: String, root: String) {
            prefix = Place.prefix(of: directory)
            rootPrefixLength = root == "." ? 0 : root.utf8.count + 1
        }

        /// What the paths of a folder's entries start with: the folder's path and a `/`, or
        /// nothing for `.`.
        static func prefix(of directory: String) -> String {
            directory == "." ? "" : directory.hasByteSuffix("/") ? directory : directory + "/"
        }
    }

    /// One entry of a folder: a file that is linted goes to `walk.files` (and a project file to
    /// `walk.manifests`), and a folder that is not excluded is returned with what the walk knows
    /// inside it.
    ///
    /// With a filter that `walksByName` (the default one), an entry is decided by its name and
    /// `state`, what the walk knows of its folder; otherwise by its path relative to the root.
    private func take(_ entry: FolderListings.Entry, in place: Place, _ state: PathFilter.FolderState,
                      into walk: inout Walk) -> (String, PathFilter.FolderState)? {
        let byName = filter.walksByName
        let name = entry.name
        let child = place.prefix + name
        var relative: String { String(child.utf8.dropFirst(place.rootPrefixLength))! }
        if entry.kind == .folder {
            if byName {
                guard let inner = filter.enter(folderNamed: name, in: state) else { return nil }
                return (child, inner)
            }
            return filter.isExcluded(directory: relative) ? nil : (child, state)
        }
        let isRegular = entry.kind == .regularFile
        if SourceDiscovery.isProjectFile(name) && isRegular { walk.manifests.append(child) }
        if name == NeedleGeneratedReader.fileName && isRegular { walk.generated.append(child) }
        guard Self.hasLintedExtension(name, extensions) else { return nil }
        if !(byName ? filter.shouldLint(fileNamed: name, in: state) : filter.shouldLint(relative)) { return nil }
        guard isRegular else {
            var info = stat()
            let kind = FileName.withSystemPath(child, { lstat($0, &info) }) == 0 ? FileIO.fileKindName(info.st_mode) : "not a regular file"
            walk.notices.append("\(child): skipped: not a regular file (\(kind))")
            return nil
        }
        walk.files.append(child)
        return nil
    }

    /// The entries of `directory` a walk can use (see `FolderListings`): the earlier walk's when
    /// the folder's `stat` is the one it recorded, else read with `readdir` (and recorded for the
    /// next walk if the folder did not change within the racy window). Nil when the folder
    /// cannot be listed; `walk.unreadable` then says why.
    private func entries(of directory: String, into walk: inout Walk) -> [FolderListings.Entry]? {
        walk.folderCount += 1
        var info = stat()
        let now = tracksListings && FileName.withSystemPath(directory, { stat($0, &info) }) == 0 ? RunCache.FileStat(info) : nil
        if let now, let earlier = earlierListings, earlier.extensions == extensions, let listing = earlier.folders[directory],
           listing.stat == now {
            walk.kept.append(directory)
            return listing.entries
        }
        guard let handle = FileName.withSystemPath(directory, { opendir($0) }) else {
            walk.unreadable.append((directory, String(cString: strerror(errno))))
            return nil
        }
        defer { closedir(handle) }
        var entries: [FolderListings.Entry] = []
        while let entry = readdir(handle) {
            // Bytes, not text: a name that is not valid UTF-8 is kept (see `FileName`).
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                return FileName.decode(contiguous: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)]))
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_LNK) { continue }  // no symlinks: no cycles
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                let child = Place.prefix(of: directory) + name
                guard FileName.withSystemPath(child, { lstat($0, &info) }) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = UInt8(DT_DIR)
                case S_IFREG: type = UInt8(DT_REG)
                case S_IFLNK: continue
                default: type = UInt8(DT_FIFO)
                }
            }
            if type == UInt8(DT_DIR) {
                if name != ".git" { entries.append(FolderListings.Entry(name: name, kind: .folder)) }
            } else if Self.hasLintedExtension(name, extensions) || Self.isProjectFile(name) || name == NeedleGeneratedReader.fileName {
                entries.append(FolderListings.Entry(name: name, kind: type == UInt8(DT_REG) ? .regularFile : .otherFile))
            }
        }
        walk.listedAgain += 1
        entries.sort(by: FolderListings.Entry.walkOrder)
        if let now, now.newest < settledBefore {
            walk.fresh[directory] = FolderListings.Listing(stat: now, entries: entries)
            walk.kept.append(directory)
        }
        return entries
    }

    /// `items` sorted, each once. A walk that visits each folder's entries in `walkOrder` finds
    /// its files nearly sorted already, which the sort (a merge of sorted runs) then only checks;
    /// equal items are neighbours after it, so no set is hashed to drop repeats.
    static func sortedUnique(_ items: [String]) -> [String] {
        var unique: [String] = []
        unique.reserveCapacity(items.count)
        for item in items.sorted() where unique.last != item { unique.append(item) }
        return unique
    }

    /// Files that say where modules are: `Package.swift`, Tuist's `Project.swift`, Xcode's
    /// `project.pbxproj`, XcodeGen's `project.yml`, CocoaPods' `.podspec`, and the `Info.plist`
    /// that an Xcode target's folder holds (`ModuleMap.detect`).
    static func isProjectFile(_ path: String) -> Bool {
        if path.hasByteSuffix(".podspec") { return true }
        for name in projectFileNames where path.hasByteSuffix(name) {
            return path.utf8.count == name.utf8.count || path.hasByteSuffix("/" + name)
        }
        return false
    }

    /// Made once: the walk asks `isProjectFile` of every file it lists.
    private static let projectFileNames = ["Package.swift", "Project.swift", "project.pbxproj", "project.yml", "Info.plist"]

    /// A byte-wise suffix test (`String.hasSuffix` compares Unicode-canonically, which costs
    /// more than the whole walk on a large tree).
    private static func hasLintedExtension(_ name: String, _ extensions: [String]) -> Bool {
        extensions.contains { name.hasByteSuffix($0) }
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
