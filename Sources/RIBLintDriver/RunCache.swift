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
///   It also holds the last run's `ModelOutcome`: when the stamp differs but no relevant file
///   did (an edit to a file no RIB reaches), the files are read and skimmed, and the model, the
///   analyses and the rules are skipped.
///
/// - `folders-KEY.bin` (`FolderListings`): the entries of each folder the last walk read, used
///   again for a folder whose `stat` has not changed.
/// - `staged-KEY.bin`: `result-KEY.bin` of `--staged` runs, kept apart so that a pre-commit hook
///   and a plain run do not evict each other's result. Its stamp also hashes the staged content
///   and the staged deletions (`stagedKey`), which no file time shows.
///
/// KEY is a hash of the scanned paths, so that `riblint lint Sources` and `riblint lint .` keep
/// separate caches. Damaged, foreign or stale files are ignored and rewritten.
public struct RunCache: Sendable {
    public let directory: String
    let key: String

    static let resultMagic = Array("RIBLRES\n".utf8)
    static let resultFormat: UInt64 = 6
    static let resultHeaderWords = 6
    /// The key a result is stored under when its stamp is racy: no run's stamp (a 128-bit hash)
    /// is ever all zeros in practice, so it answers none.
    static let noStamp = ContentHash(high: 0, low: 0)

    /// Whether the runs this cache serves lint staged content (`--staged`): they keep their
    /// result in a file of their own.
    let isForStagedContent: Bool

    public init(directory: String, paths: [String], stagedContent: Bool = false) {
        var hasher = ContentHash.Hasher()
        for path in paths.map(RunCache.absolute).sorted() { hasher.add(path) }
        self.init(directory: directory, key: String(hasher.finish().description.prefix(16)), stagedContent: stagedContent)
    }

    private init(directory: String, key: String, stagedContent: Bool) {
        self.directory = directory
        self.key = key
        isForStagedContent = stagedContent
    }

    /// The same cache for the other kind of run (plain for `--staged`, and the reverse): its
    /// model outcome serves this run too when the relevant files are the same.
    var forTheOtherKindOfRun: RunCache { RunCache(directory: directory, key: key, stagedContent: !isForStagedContent) }

    public var syntaxPath: String { directory + "/syntax-\(key).pack" }
    public var resultPath: String { directory + (isForStagedContent ? "/staged-" : "/result-") + "\(key).bin" }
    /// What the last walk saw in each folder (`FolderListings`).
    public var listingsPath: String { directory + "/folders-\(key).bin" }

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
        var info = stat()
        // The running binary through `/proc` where there is one: `Bundle.main` lists the
        // executable's whole folder first, a twentieth of a cached run's work.
        if stat("/proc/self/exe", &info) == 0 || Bundle.main.executablePath.map({ stat($0, &info) == 0 }) == true {
            identity += " exe=\(info.st_size)@\(info.st_mtim_seconds).\(info.st_mtim_nanoseconds)"
        }
        return identity
    }()

    /// For each of `paths`, the value of the entry with that path, nil when none has it. Entries
    /// in the same order as the paths (a run's files and the last run's records nearly always
    /// are) are matched by position, one comparison each; the others through a dictionary made
    /// only when a path is not where it was expected. Entry paths are unique but for a file that
    /// is also a manifest (`Package.swift`), whose entries hold the same value.
    static func aligned<Value>(_ paths: [String], entries: [String], values: [Value]) -> [Value?] {
        var result: [Value?] = []
        result.reserveCapacity(paths.count)
        var byPath: [String: Int]?
        var next = 0
        for path in paths {
            if next < entries.count && entries[next] == path {
                result.append(values[next])
                next += 1
                continue
            }
            if byPath == nil {
                var made: [String: Int] = [:]
                made.reserveCapacity(entries.count)
                for (index, entry) in entries.enumerated() where made[entry] == nil { made[entry] = index }
                byPath = made
            }
            if let index = byPath?[path] {
                result.append(values[index])
                next = index + 1
            } else {
                result.append(nil)
            }
        }
        return result
    }

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
        /// The files the stamp covers, and for each its identity and times when it did not change
        /// within the racy window (nil otherwise): what `FileRecord`s are checked against.
        var files: [String] = []
        var settledStats: [FileStat?] = []
        /// `settledStats` for `paths`, in their order (see `RunCache.aligned`).
        func settled(for paths: [String]) -> [FileStat?] {
            RunCache.aligned(paths, entries: files, values: settledStats).map { $0 ?? nil }
        }
        /// The configuration file's path and bytes, hashed (also part of `key`).
        var configuration = ContentHash(high: 0, low: 0)
    }

    /// What `stat` says of a file that tells whether it changed: size, inode, device, and the
    /// modification and status-change times.
    struct FileStat: Equatable {
        var size: Int
        var inode: Int
        var device: Int
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var changedSeconds: Int
        var changedNanoseconds: Int

        /// Every field, in the order of `init`'s parameters (the stamp hashes them, the result
        /// file stores them), without an array: this runs for every file of every cached run.
        func forEachField(_ body: (Int) -> Void) {
            body(size)
            body(inode)
            body(device)
            body(modifiedSeconds)
            body(modifiedNanoseconds)
            body(changedSeconds)
            body(changedNanoseconds)
        }

        /// Every field as a varint (a negative one as its bit pattern), in `forEachField`'s order.
        func write(to writer: inout ByteWriter) {
            forEachField { writer.uint(UInt64(bitPattern: Int64($0))) }
        }

        /// What `write(to:)` wrote.
        static func read(from reader: inout ByteReader) throws -> FileStat {
            func field() throws -> Int { Int(Int64(bitPattern: try reader.uint())) }
            return FileStat(size: try field(), inode: try field(), device: try field(), modifiedSeconds: try field(),
                            modifiedNanoseconds: try field(), changedSeconds: try field(), changedNanoseconds: try field())
        }

        /// What no file's `stat` gives (a negative size): the record of a file whose times are
        /// too recent to be trusted.
        static let untrusted = FileStat(size: -1, inode: 0, device: 0, modifiedSeconds: 0, modifiedNanoseconds: 0,
                                        changedSeconds: 0, changedNanoseconds: 0)

        /// The later of the two times, in seconds.
        var newest: Double {
            max(Double(modifiedSeconds) + Double(modifiedNanoseconds) / 1e9, Double(changedSeconds) + Double(changedNanoseconds) / 1e9)
        }
    }

    /// A file as the last run read it: its `FileStat` then, and its bytes' hash and line count.
    /// A file whose `FileStat` is the same now is not read to be skimmed: its skim comes from the
    /// syntax cache by that hash, and its bytes are read only if the model needs them.
    ///
    /// It also keeps what relevance saw of the file (its skim's hash) and whether the model read
    /// it: a run in which the only files that changed were read by no model and kept their skims
    /// reuses the last outcome without decoding any other file's skim (`Linter.reuseAfterUnseenEdits`).
    /// A file changed within the racy window is recorded with `FileStat.untrusted`, which no file
    /// has: it is read again next time, but what it held is still known.
    struct FileRecord: Equatable {
        var path: String
        var stat: FileStat
        var content: ContentHash
        var lineCount: Int
        var skim: ContentHash?
        var isRelevant: Bool
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
        var configuration = ContentHash.Hasher()
        if let configurationPath {
            configuration.add(configurationPath)
            configuration.add((try? FileIO.read(configurationPath)).map(ContentHash.of) ?? ContentHash(high: 0, low: 0))
        }
        let configurationHash = configuration.finish()
        hasher.add(configurationHash)
        var newest = 0.0
        var sourceBytes = 0
        var settled: [FileStat?] = []
        settled.reserveCapacity(files.count)
        hasher.add(files.count)
        for (path, info) in zip(files, stats) {
            hasher.add(path)
            guard let info else {
                hasher.add(-1)
                settled.append(nil)
                continue
            }
            let file = FileStat(info)
            file.forEachField { hasher.add($0) }
            sourceBytes += max(0, file.size)
            newest = max(newest, file.newest)
            settled.append(file.newest < started - RunCache.racyWindow ? file : nil)
        }
        return Stamp(key: hasher.finish(), isRacy: newest >= started - RunCache.racyWindow, sourceBytes: sourceBytes,
                     files: files, settledStats: settled,
                     configuration: configurationHash)
    }

    /// The key of a `--staged` run: the working tree's stamp (`key`), with the staged content of
    /// each staged file and each staged deletion, which the file times do not show.
    static func stagedKey(_ key: ContentHash, staged: [String: [UInt8]], removed: Set<String>) -> ContentHash {
        var hasher = ContentHash.Hasher()
        hasher.add("staged")
        hasher.add(key)
        hasher.add(staged.count)
        for path in staged.keys.sorted() {
            hasher.add(path)
            hasher.add(ContentHash.of(staged[path]!))
        }
        hasher.add(removed.count)
        for path in removed.sorted() { hasher.add(path) }
        return hasher.finish()
    }

    /// The result file as the last stored run left it, read once per run: its stamp answers this
    /// run if it is this run's (`result(for:)`), and otherwise its model outcome and file records
    /// may still serve (`earlierOutcome()`).
    struct StoredResult {
        /// The header words: format, stamp, model inputs, whether it has them.
        let words: [UInt64]
        /// The whole file, and where in it `CachedResult.encoded` lies.
        let bytes: [UInt8]
        let body: Range<Int>

        /// The stored result if it was stored under `key`, without its file records.
        func result(for key: ContentHash) -> CachedResult? {
            guard words[1] == key.high, words[2] == key.low else { return nil }
            return bytes.withUnsafeBytes { try? CachedResult.decode(UnsafeRawBufferPointer(rebasing: $0[body]), withFiles: false) }
        }

        /// What the last run left for this one, whatever its stamp: its model outcome, which
        /// `Linter.lint` reuses only if the relevant files it was computed from are still the
        /// same, and its file records in the order they were stored (see `RunCache.aligned`).
        func earlierOutcome(withFiles: Bool = true) -> (outcome: StoredOutcome?, files: [FileRecord]) {
            guard let cached = bytes.withUnsafeBytes({ try? CachedResult.decode(UnsafeRawBufferPointer(rebasing: $0[body]), withFiles: withFiles) })
            else { return (nil, []) }
            let files = cached.files
            guard words[5] == 1, let notices = cached.modelNotices else { return (nil, files) }
            let outcome = ModelOutcome(findings: cached.findings, ribs: cached.ribs, notices: notices)
            return (StoredOutcome(inputs: ContentHash(high: words[3], low: words[4]), outcome: outcome,
                                  relevanceNames: cached.relevanceNames), files)
        }
    }

    /// The result file, or nil when it is missing, damaged or of another format. A file over
    /// `sizeLimit` or without the result magic is not read past its size or magic.
    func loadStored(sizeLimit: Int = FileIO.defaultSizeLimit) -> StoredResult? {
        let headerBytes = Self.resultHeaderWords * 8
        guard let bytes = try? FileIO.read(resultPath, limit: sizeLimit, header: Self.resultMagic),
              let contents = CacheFrame.contents(of: bytes, magic: Self.resultMagic), contents.count >= headerBytes else { return nil }
        let words = (0..<Self.resultHeaderWords).map { index in
            bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: contents.lowerBound + index * 8, as: UInt64.self)) }
        }
        guard words[0] == Self.resultFormat else { return nil }
        return StoredResult(words: words, bytes: bytes, body: (contents.lowerBound + headerBytes)..<contents.upperBound)
    }

    /// What the model depends on besides the relevant files: the riblint build, the configuration
    /// file (path and bytes, as the stamp hashed them) and the module of every folder.
    static func salt(_ stamp: Stamp, modules: ModuleMap) -> ModelOutcome.Salt {
        var hasher = ContentHash.Hasher()
        hasher.add(buildIdentity)
        hasher.add(stamp.configuration)
        hasher.add(modules.defaultModule)
        hasher.add(modules.folders.count)
        for folder in modules.folders.keys.sorted() {
            hasher.add(folder)
            hasher.add(modules.folders[folder]!)
        }
        hasher.add(modules.unlistedFiles.count)
        for file in modules.unlistedFiles.sorted() { hasher.add(file) }
        return ModelOutcome.Salt(hasher.finish())
    }

    /// Stores `result` under the stamp `key`, with the hash of its model's inputs if it has one.
    func saveResult(_ result: CachedResult, key: ContentHash, modelInputs: ContentHash?) throws {
        var bytes = Self.resultMagic
        let inputs = modelInputs ?? ContentHash(high: 0, low: 0)
        for word in [Self.resultFormat, key.high, key.low, inputs.high, inputs.low, modelInputs == nil ? 0 : 1] {
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        bytes.append(contentsOf: result.encoded())
        CacheFrame.seal(&bytes)
        try FileIO.writeAtomically(bytes: bytes, to: resultPath, durable: false, special: .refuse)
    }
}

/// What the result cache keeps of a run: everything a reporter needs except the duration.
struct CachedResult: Equatable {
    /// The findings the run reported.
    var shownFindings: [Finding] {
        guard let shownFiles else { return findings }
        let shown = Set(shownFiles)
        return findings.filter { shown.contains($0.file) }
    }

    /// The model outcome's findings when the run had one (those of every file the model read,
    /// see `ModelOutcome`), else the run's.
    var findings: [Finding]
    var ribs: [RIBSummary]
    var fileCount: Int
    var lineCount: Int
    var notices: [String]
    /// The notices of the model alone (`ModelOutcome.notices`), when the run had model inputs:
    /// with the findings and RIBs, a later run whose stamp differs but whose relevant files do
    /// not reuses them.
    var modelNotices: [ModelOutcome.FileNotice]?
    /// The files whose findings the run reported, when it reported fewer than `findings` holds
    /// (a `--staged` run); nil when it reported them all.
    var shownFiles: [String]? = nil
    /// What relevance decided by (`FileRelevance.Names`), kept with the model's outcome.
    var relevanceNames: FileRelevance.Names? = nil
    /// Every file the run read and could trust later by its `FileStat` (none changed within the
    /// racy window), in input order.
    var files: [RunCache.FileRecord] = []

    /// A compact binary form (`ByteWriter`): Foundation's JSON coders took a tenth of a re-run
    /// on a large tree.
    func encoded() -> [UInt8] {
        var writer = ByteWriter(capacity: 64 * (findings.count + ribs.count) + 256)
        writer.int(findings.count)
        for finding in findings {
            writer.string(finding.rule)
            writer.string(finding.severity.rawValue)
            writer.string(finding.file)
            writer.int(finding.line)
            writer.int(finding.column)
            writer.string(finding.message)
            writer.optionalString(finding.rib)
            writer.string(finding.fingerprint)
            writer.int(finding.related.count)
            for related in finding.related {
                writer.string(related.file)
                writer.int(related.line)
                writer.int(related.column)
                writer.string(related.message)
            }
        }
        writer.int(ribs.count)
        for rib in ribs {
            writer.string(rib.name)
            writer.strings(rib.parents)
            writer.strings(rib.children)
            writer.strings(rib.files)
        }
        writer.int(fileCount)
        writer.int(lineCount)
        writer.strings(notices)
        writer.bool(modelNotices != nil)
        if let modelNotices {
            writer.int(modelNotices.count)
            for notice in modelNotices {
                writer.string(notice.path)
                writer.string(notice.text)
            }
        }
        writer.bool(shownFiles != nil)
        if let shownFiles { writer.strings(shownFiles) }
        writer.bool(relevanceNames != nil)
        if let names = relevanceNames {
            for set in [names.ribNames, names.reachedNames, names.supertypeNames] {
                writer.int(set.count)
                for name in set.sorted() { writer.fixed64(name) }
            }
        }
        // The records last, behind their length, so that a reader that needs none skips them.
        var records = ByteWriter(capacity: 96 * files.count)
        records.int(files.count)
        for file in files {
            records.string(file.path)
            file.stat.write(to: &records)
            records.fixed64(file.content.high)
            records.fixed64(file.content.low)
            records.int(file.lineCount)
            records.bool(file.skim != nil)
            if let skim = file.skim {
                records.fixed64(skim.high)
                records.fixed64(skim.low)
            }
            records.bool(file.isRelevant)
        }
        writer.int(records.bytes.count)
        writer.bytes.append(contentsOf: records.bytes)
        return writer.bytes
    }

    /// What `encoded` wrote; throws on anything else (checked lengths, enum values, no trailing bytes).
    static func decode(_ buffer: UnsafeRawBufferPointer, withFiles: Bool = true) throws -> CachedResult {
        var reader = ByteReader(buffer)
        func number() throws -> Int {
            let value = try reader.uint()
            guard value <= UInt64(Int.max) else { throw CacheDecodingError("number out of range") }
            return Int(value)
        }
        let findingCount = try reader.count()
        var findings: [Finding] = []
        findings.reserveCapacity(findingCount)
        for _ in 0..<findingCount {
            let rule = try reader.string()
            guard let severity = Severity(rawValue: try reader.string()) else { throw CacheDecodingError("bad severity") }
            var finding = Finding(rule: rule, severity: severity, file: try reader.string(), line: try number(), column: try number(),
                                  message: try reader.string(), rib: try reader.optionalString(), fingerprint: try reader.string())
            let relatedCount = try reader.count()
            for _ in 0..<relatedCount {
                finding.related.append(RelatedLocation(file: try reader.string(), line: try number(), column: try number(),
                                                       message: try reader.string()))
            }
            findings.append(finding)
        }
        let ribCount = try reader.count()
        var ribs: [RIBSummary] = []
        ribs.reserveCapacity(ribCount)
        for _ in 0..<ribCount {
            ribs.append(RIBSummary(name: try reader.string(), parents: try reader.strings(), children: try reader.strings(),
                                   files: try reader.strings()))
        }
        let fileCount = try number()
        let lineCount = try number()
        let notices = try reader.strings()
        var modelNotices: [ModelOutcome.FileNotice]?
        if try reader.bool() {
            let count = try reader.count()
            var notices: [ModelOutcome.FileNotice] = []
            for _ in 0..<count { notices.append(ModelOutcome.FileNotice(path: try reader.string(), text: try reader.string())) }
            modelNotices = notices
        }
        let shownFiles = try reader.bool() ? try reader.strings() : nil
        var relevanceNames: FileRelevance.Names?
        if try reader.bool() {
            var sets: [Set<UInt64>] = []
            for _ in 0..<3 {
                let count = try reader.count()
                var set = Set<UInt64>(minimumCapacity: count)
                for _ in 0..<count { set.insert(try reader.fixed64()) }
                sets.append(set)
            }
            relevanceNames = FileRelevance.Names(ribNames: sets[0], reachedNames: sets[1], supertypeNames: sets[2])
        }
        let recordBytes = try reader.count()
        guard recordBytes == buffer.count - reader.position else { throw CacheDecodingError("bad file records length") }
        var files: [RunCache.FileRecord] = []
        let recordCount = withFiles ? try reader.count() : 0
        files.reserveCapacity(recordCount)
        if !withFiles { reader.position = buffer.count }
        for _ in 0..<recordCount {
            let path = try reader.string()
            let stat = try RunCache.FileStat.read(from: &reader)
            let content = ContentHash(high: try reader.fixed64(), low: try reader.fixed64())
            let lineCount = try number()
            let skim = try reader.bool() ? ContentHash(high: try reader.fixed64(), low: try reader.fixed64()) : nil
            files.append(RunCache.FileRecord(path: path, stat: stat, content: content, lineCount: lineCount, skim: skim,
                                             isRelevant: try reader.bool()))
        }
        guard reader.isAtEnd else { throw CacheDecodingError("trailing bytes") }
        return CachedResult(findings: findings, ribs: ribs, fileCount: fileCount, lineCount: lineCount, notices: notices,
                            modelNotices: modelNotices, shownFiles: shownFiles, relevanceNames: relevanceNames, files: files)
    }
}

extension RunCache.FileStat {
    init(_ info: stat) {
        self.init(size: Int(info.st_size), inode: Int(info.st_ino), device: Int(info.st_dev),
                  modifiedSeconds: info.st_mtim_seconds, modifiedNanoseconds: info.st_mtim_nanoseconds,
                  changedSeconds: info.st_ctim_seconds, changedNanoseconds: info.st_ctim_nanoseconds)
    }
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
