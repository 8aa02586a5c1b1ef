import Foundation
import RIBLintCache
import RIBLintCore
import RIBLintModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether and where a run keeps its cache (`--no-cache`, `--cache-path`).
public enum CacheMode: Sendable, Equatable {
    case disabled
    /// The scanned root's `.build/riblint-cache` when the root has a `.build` folder (a SwiftPM
    /// package), else the user's cache folder (`$XDG_CACHE_HOME/riblint`, `~/.cache/riblint`,
    /// `~/Library/Caches/riblint` on macOS). Nothing is created inside the user's sources.
    case automatic
    case directory(String)
}

/// The two caches of a run over one set of paths, in one folder:
///
/// - `syntax-KEY.pack` (`SyntaxCache`): every file's AST by content hash. A file that changed is
///   parsed again; the others are decoded. `syntax-KEY.pack.delta` holds the few entries the last
///   runs added, until the pack is next rewritten.
/// - `result-KEY.bin`: the findings and RIBs of the last run, valid while no input changed: the
///   same riblint build, the same configuration bytes, and the same list of files with the same
///   size, inode, modification and status-change times. A hit reads no source file at all.
///
/// KEY is a hash of the scanned paths, so that `riblint lint Sources` and `riblint lint .` keep
/// separate caches. Damaged, foreign or stale files are ignored and rewritten.
public struct RunCache: Sendable {
    public let directory: String
    let key: String

    static let resultMagic = Array("RIBLRES\n".utf8)
    static let resultFormat: UInt64 = 1

    public init(directory: String, paths: [String]) {
        self.directory = directory
        var hasher = ContentHash.Hasher()
        for path in paths.map(RunCache.absolute).sorted() { hasher.add(path) }
        key = String(hasher.finish().description.prefix(16))
    }

    public var syntaxPath: String { directory + "/syntax-\(key).pack" }
    public var resultPath: String { directory + "/result-\(key).bin" }

    /// The folder `mode` names for a run whose scanned root is `root`, or nil when caching is off.
    public static func directory(for mode: CacheMode, root: String) -> String? {
        switch mode {
        case .disabled:
            return nil
        case .directory(let path):
            return path
        case .automatic:
            var info = stat()
            let build = (root == "." ? "" : root + "/") + ".build"
            if stat(build, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return build + "/riblint-cache" }
            let environment = ProcessInfo.processInfo.environment
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/riblint" }
            guard let home = environment["HOME"], !home.isEmpty else { return nil }
            #if canImport(Darwin)
            return home + "/Library/Caches/riblint"
            #else
            return home + "/.cache/riblint"
            #endif
        }
    }

    /// Creates the folder if needed; throws a readable reason when it cannot be used.
    func prepare() throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileIOError(path: directory, problem: "cannot create the cache folder")
        }
        guard access(directory, W_OK) == 0 else { throw FileIOError(path: directory, problem: "the cache folder is not writable") }
    }

    /// Which riblint wrote a cache: the version and, so that a rebuilt riblint never reads what an
    /// older build of the same version wrote, the size and time of the running executable.
    static let buildIdentity: String = {
        var identity = "riblint \(RIBLintVersion.current) objc=\(Linter.supportsObjectiveC)"
        if let executable = Bundle.main.executablePath {
            var info = stat()
            if stat(executable, &info) == 0 {
                identity += " exe=\(info.st_size)@\(info.st_mtim_seconds).\(info.st_mtim_nanoseconds)"
            }
        }
        return identity
    }()

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return SourceDiscovery.normalize(path) }
        let cwd = SourceDiscovery.currentDirectory() ?? ""
        return cwd + "/" + SourceDiscovery.normalize(path)
    }

    // MARK: run results

    /// How recent a file change makes a run's result unsafe to store: file clocks can be coarse.
    /// `RIBLINT_CACHE_RACY_SECONDS` sets it (the tests set 0, so that they need not wait).
    static let racyWindow: Double = {
        if let text = ProcessInfo.processInfo.environment["RIBLINT_CACHE_RACY_SECONDS"], let value = Double(text), value >= 0 {
            return value
        }
        return 1.0
    }()

    /// What the result cache is keyed on, computed before any source is read.
    struct Stamp {
        var key: ContentHash
        /// A file changed less than a second before the run began: its times may not change again
        /// when it is next edited (coarse file-system clocks), so this run's result is not stored.
        var isRacy: Bool
        /// The files' sizes added up: what the cache files of this run can reasonably hold.
        var sourceBytes: Int = 0
    }

    /// The most a cache file of a run over `sourceBytes` bytes of sources is read up to: a
    /// syntax pack is about the size of the sources and a result less, so anything over 64 MiB
    /// plus 8 times the sources is damaged or foreign, and is rejected by its size alone.
    static func sizeLimit(sourceBytes: Int) -> Int {
        (64 << 20) + 8 * max(0, sourceBytes)
    }

    /// The size `stat` gives `path`, 0 when it cannot.
    static func fileSize(_ path: String) -> Int {
        var info = stat()
        return FileName.withSystemPath(path, { stat($0, &info) }) == 0 ? max(0, Int(info.st_size)) : 0
    }

    static func stamp(files: [String], configurationPath: String?, jobs: Int) -> Stamp {
        let started = Date().timeIntervalSince1970
        let stats: [stat?] = parallelMap(files, jobs: jobs) { path in
            var info = stat()
            return FileName.withSystemPath(path, { stat($0, &info) }) == 0 ? info : nil
        }
        var hasher = ContentHash.Hasher()
        hasher.add(buildIdentity)
        if let configurationPath {
            hasher.add(configurationPath)
            hasher.add((try? FileIO.read(configurationPath)).map(ContentHash.of) ?? ContentHash(high: 0, low: 0))
        }
        var newest = 0.0
        var sourceBytes = 0
        hasher.add(files.count)
        for (path, info) in zip(files, stats) {
            hasher.add(path)
            guard let info else {
                hasher.add(-1)
                continue
            }
            hasher.add(Int(info.st_size))
            sourceBytes += max(0, Int(info.st_size))
            hasher.add(Int(info.st_ino))
            hasher.add(Int(info.st_dev))
            hasher.add(info.st_mtim_seconds)
            hasher.add(info.st_mtim_nanoseconds)
            hasher.add(info.st_ctim_seconds)
            hasher.add(info.st_ctim_nanoseconds)
            newest = max(newest, Double(info.st_mtim_seconds) + Double(info.st_mtim_nanoseconds) / 1e9,
                         Double(info.st_ctim_seconds) + Double(info.st_ctim_nanoseconds) / 1e9)
        }
        return Stamp(key: hasher.finish(), isRacy: newest >= started - RunCache.racyWindow, sourceBytes: sourceBytes)
    }

    /// The stored result of a run with the same stamp, if there is one and it reads back whole.
    /// A file over `sizeLimit` or without the result magic is not read past its size or magic.
    func loadResult(_ key: ContentHash, sizeLimit: Int = FileIO.defaultSizeLimit) -> CachedResult? {
        guard let bytes = try? FileIO.read(resultPath, limit: sizeLimit, header: Self.resultMagic),
              let contents = CacheFrame.contents(of: bytes, magic: Self.resultMagic), contents.count >= 24 else { return nil }
        let words = (0..<3).map { index in
            bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: contents.lowerBound + index * 8, as: UInt64.self)) }
        }
        guard words == [Self.resultFormat, key.high, key.low] else { return nil }
        return try? JSONDecoder().decode(CachedResult.self, from: Data(bytes[(contents.lowerBound + 24)..<contents.upperBound]))
    }

    func saveResult(_ result: CachedResult, key: ContentHash) throws {
        var bytes = Self.resultMagic
        for word in [Self.resultFormat, key.high, key.low] {
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        bytes.append(contentsOf: try encoder.encode(result))
        CacheFrame.seal(&bytes)
        try FileIO.writeAtomically(bytes: bytes, to: resultPath, durable: false, special: .refuse)
    }
}

/// What the result cache keeps of a run: everything a reporter needs except the duration.
struct CachedResult: Codable {
    var findings: [Finding]
    var ribs: [RIBSummary]
    var fileCount: Int
    var lineCount: Int
    var notices: [String]
}

extension stat {
    #if canImport(Darwin)
    var st_mtim_seconds: Int { Int(st_mtimespec.tv_sec) }
    var st_mtim_nanoseconds: Int { Int(st_mtimespec.tv_nsec) }
    var st_ctim_seconds: Int { Int(st_ctimespec.tv_sec) }
    var st_ctim_nanoseconds: Int { Int(st_ctimespec.tv_nsec) }
    #else
    var st_mtim_seconds: Int { Int(st_mtim.tv_sec) }
    var st_mtim_nanoseconds: Int { Int(st_mtim.tv_nsec) }
    var st_ctim_seconds: Int { Int(st_ctim.tv_sec) }
    var st_ctim_nanoseconds: Int { Int(st_ctim.tv_nsec) }
    #endif
}
