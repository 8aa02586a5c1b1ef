import Foundation
import RIBLintCache
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintRules

/// What the command line asks of a lint run over paths on disk.
public struct LintRequest: Sendable {
    public var paths: [String]
    /// `--config FILE`; otherwise the scanned root's own rules.json, if any.
    public var configPath: String?
    public var jobs: Int
    /// Files whose content is given instead of read from disk (`--staged`), and which alone are
    /// reported. `nil` reports every file.
    public var overrides: [String: [UInt8]]?
    /// `--no-cache` / `--cache-path`. Library callers and tests default to no cache.
    public var cache: CacheMode
    /// Files that are not part of the project even if the working tree has them (`--staged`:
    /// staged deletions).
    public var removed: Set<String>
    /// Whether the result carries each RIB's parts and requirements (the HTML report); such a
    /// run does not answer from the result cache, which does not keep them.
    public var collectsRIBDetails = false

    public init(paths: [String], configPath: String? = nil, jobs: Int = ProcessCount.activeProcessors,
                overrides: [String: [UInt8]]? = nil, removed: Set<String> = [], cache: CacheMode = .disabled) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.configPath = configPath
        self.jobs = max(1, jobs)
        self.overrides = overrides
        self.removed = removed
        self.cache = cache
    }
}

/// Errors that end a run with exit status 2.
public enum RunError: Error, CustomStringConvertible {
    case configuration(ConfigurationError)
    case io(String)

    public var description: String {
        switch self {
        case .configuration(let error): error.description
        case .io(let message): message
        }
    }
}

/// Lints paths on disk: finds the configuration and the files, reads them, runs the pipeline.
public enum Project {
    /// The configuration for a run over `paths`: `--config`, else `rules.json` in the scanned
    /// root (the first directory among the paths, or the working directory), over the defaults.
    public static func configuration(paths: [String], configPath: String?) throws -> Configuration {
        let override = configurationPath(paths: paths, configPath: configPath)
        do {
            return try ConfigurationLoader.load(overridePath: override, knownRules: RuleRegistry.metadata)
        } catch let error as ConfigurationError {
            throw RunError.configuration(error)
        } catch {
            throw RunError.io("\(override ?? "rules.json"): \(error)")
        }
    }

    /// The rules.json a run reads over the defaults, if any.
    static func configurationPath(paths: [String], configPath: String?) -> String? {
        configPath ?? ConfigurationLoader.projectConfigurationPath(inRoot: scannedRoot(paths))
    }

    /// The files to lint, the module map of the tree, and notices of files skipped.
    public static func sources(paths: [String], configuration: Configuration,
                               overrides: [String: [UInt8]]? = nil,
                               jobs: Int) throws -> (sources: [SourceInput], modules: ModuleMap, notices: [String]) {
        let found = try discover(paths: paths, configuration: configuration, jobs: jobs)
        let (sources, notices) = try read(found, overrides: overrides, jobs: jobs)
        return (sources, modules(found, paths: paths), found.notices + notices)
    }

    static func discover(paths: [String], configuration: Configuration, jobs: Int, cache: RunCache? = nil) throws -> SourceDiscovery.Result {
        var discovery = SourceDiscovery(filter: configuration.pathFilter)
        if let cache {
            discovery.tracksListings = true
            discovery.earlierListings = Profile.measure("  folder listings") { FolderListings.load(from: cache.listingsPath) }
            discovery.settledBefore = Date().timeIntervalSince1970 - RunCache.racyWindow
        }
        do {
            return try discovery.discover(paths, jobs: jobs)
        } catch {
            throw RunError.io("\(error)")
        }
    }

    /// Reads the files found (or, `deferred`, leaves them to `Linter.lint`, which reads each one
    /// when it lexes it; `readProblems` then judges what it could not read, as here).
    /// A file over `FileIO.sourceSizeLimit` is skipped with a notice;
    /// any other file that cannot be read ends the run (exit 2) with the first one's reason,
    /// except in --staged mode, where an unstaged file only gives context and is left out.
    /// Only the staged files a walk of the paths would lint are reported: the others are outside
    /// the paths or excluded (`wouldLint`). Files in `removed` are left out.
    static func read(_ found: SourceDiscovery.Result, overrides: [String: [UInt8]]?, removed: Set<String> = [],
                     wouldLint: (String) -> Bool = { _ in true }, deferred: Bool = false,
                     jobs: Int) throws -> (sources: [SourceInput], notices: [String]) {
        let files = removed.isEmpty ? found.files : found.files.filter { !removed.contains($0) }
        let read: [Result<SourceInput, FileIOError>] = parallelMap(files, jobs: jobs) { path in
            if let staged = overrides?[path] { return stagedSource(path, staged) }
            if deferred {
                var input = SourceInput.onDisk(path)
                input.isReported = overrides == nil
                return .success(input)
            }
            do {
                let bytes = try FileIO.read(path, limit: FileIO.sourceSizeLimit)
                return .success(SourceInput(path: path, bytes: bytes, isReported: overrides == nil,
                                            lineCount: SourceBuffer.textLineCount(of: bytes)))
            } catch let error as FileIOError {
                return .failure(error)
            } catch {
                return .failure(FileIOError(path: path, problem: "cannot read: \(error)"))
            }
        }
        var sources: [SourceInput] = []
        var failures: [FileIOError] = []
        for item in read {
            switch item {
            case .success(let source): sources.append(source)
            case .failure(let error): failures.append(error)
            }
        }
        var notices = try readProblems(failures, onlyContext: overrides != nil)
        // Staged files the working tree no longer has still count, if the walk would have linted them.
        if let overrides {
            let seen = Set(files)
            for (path, bytes) in overrides.sorted(by: { $0.key < $1.key }) where !seen.contains(path) && wouldLint(path) {
                switch stagedSource(path, bytes) {
                case .success(let source): sources.append(source)
                case .failure(let error): notices.append("\(error.path): skipped: \(error.problem)")
                }
            }
        }
        // Needle's generated registrations: context for the DI graph, never reported. One that
        // cannot be read is left out with a notice; the run goes on without it.
        // (The set of paths costs a hash of every path: made only when there is something to look up.)
        let linted = found.needleGenerated.isEmpty ? [] : Set(sources.map(\.path))
        for path in found.needleGenerated where !linted.contains(path) && !removed.contains(path) {
            do {
                sources.append(SourceInput(path: path, bytes: try FileIO.read(path, limit: FileIO.sourceSizeLimit), isReported: false))
            } catch {
                notices.append("\(path): not read: \(error)")
            }
        }
        return (sources, notices)
    }

    /// Files that could not be read: one over the size limit is a notice (the run goes on without
    /// it); any other ends the run (exit 2) with the first one's reason, except when the files
    /// on disk are `onlyContext` (`--staged`, which reports staged content): then it is left out.
    public static func readProblems(_ failures: [FileIOError], onlyContext: Bool = false) throws -> [String] {
        let failures = onlyContext ? failures.filter { $0.kind == .tooLarge } : failures
        let errors = failures.filter { $0.kind != .tooLarge }
        if let first = errors.first {
            throw RunError.io("\(first)" + (errors.count > 1 ? " (and \(errors.count - 1) more files)" : ""))
        }
        return failures.map { "\($0.path): skipped: \($0.problem)" }
    }

    /// A staged file's content, under the same size limit as a file read from disk.
    private static func stagedSource(_ path: String, _ bytes: [UInt8]) -> Result<SourceInput, FileIOError> {
        guard bytes.count <= FileIO.sourceSizeLimit else {
            return .failure(FileIOError(path: path, problem: "too large: \(bytes.count) bytes, over the limit of \(FileIO.sourceSizeLimit >> 20) MiB",
                                        kind: .tooLarge))
        }
        return .success(SourceInput(path: path, bytes: bytes, isReported: true))
    }

    /// Project files (`Package.swift`, Tuist's `Project.swift`) larger than this are not read.
    static let maximumManifestBytes = 4 << 20
    /// Xcode projects are larger; past this one is not read (and its files count as listed).
    static let maximumXcodeProjectBytes = 64 << 20

    static func modules(_ found: SourceDiscovery.Result, paths: [String]) -> ModuleMap {
        var unreadable: [String] = []
        var listings: [ModuleMap.XcodeProjectListing] = []
        for path in found.packageManifests where path.hasSuffix("project.pbxproj") {
            guard let bytes = try? FileIO.read(path, limit: maximumXcodeProjectBytes),
                  let listing = try? XcodeProjectReader.listing(of: path, contents: Data(bytes)) else {
                unreadable.append(path)
                continue
            }
            listings.append(listing)
        }
        var specFolders: [(folder: String, name: String)] = []
        for path in found.packageManifests where path.hasSuffix("project.yml") || path.hasSuffix(".podspec") {
            guard let bytes = try? FileIO.read(path, limit: maximumManifestBytes) else {
                unreadable.append(path)
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if path.hasSuffix(".podspec") {
                specFolders += ProjectSpecReader.podspecTargets(text: text, specPath: path)
            } else if let targets = try? ProjectSpecReader.xcodeGenTargets(yaml: text, specPath: path) {
                specFolders += targets
            } else {
                unreadable.append(path)
            }
        }
        let manifests = found.packageManifests.filter { $0.hasSuffix("Package.swift") || $0.hasSuffix("Project.swift") }.compactMap { path -> (path: String, contents: String)? in
            // A project file that cannot be read never fails the run: its folder falls back to
            // the default module (or an enclosing one), which costs precision, not correctness.
            guard let bytes = try? FileIO.read(path, limit: maximumManifestBytes) else {
                unreadable.append(path)
                return nil
            }
            return (path, String(decoding: bytes, as: UTF8.self))
        }
        if let first = unreadable.first {
            let more = unreadable.count > 1 ? " and \(unreadable.count - 1) more" : ""
            FileIO.writeStandardError("riblint: cannot read project file \(first)\(more); modules there are told by folders\n")
        }
        let root = scannedRoot(paths)
        let rootName = root == "." ? (SourceDiscovery.currentDirectory()?.split(separator: "/").last.map(String.init) ?? "App")
            : String(root.split(separator: "/").last ?? "App")
        var map = ModuleMap.detect(rootName: rootName, filePaths: found.files + found.packageManifests, packageManifests: manifests)
        for (folder, name) in specFolders where map.folders[folder] == nil { map.folders[folder] = name }
        let tuistFolders = Set(found.packageManifests.filter { $0.hasSuffix("Project.swift") }.map { ($0 as NSString).deletingLastPathComponent })
        // A project Tuist generates from a `Project.swift` beside it may be stale; the manifest is the truth.
        for listing in listings where !tuistFolders.contains(listing.projectFolder) {
            map.unlistedFiles.formUnion(map.unlisted(by: listing, among: found.files))
        }
        return map
    }

    /// Lints the request's paths: configuration, discovery, then either the cached result of an
    /// identical run or the pipeline (with the syntax cache), storing what the cache can keep.
    public static func lint(_ request: LintRequest) throws -> (result: LintResult, configuration: Configuration) {
        let clock = ContinuousClock()
        let start = clock.now
        let configuration = try Profile.measure("configuration") {
            try self.configuration(paths: request.paths, configPath: request.configPath)
        }
        // The analyses the enabled rules need: a cycle or an unregistered one stops here, before any file is read.
        _ = try Linter.analysisPlan(for: configuration)
        var cache: RunCache?
        var notices: [String] = []
        if let directory = RunCache.directory(for: request.cache, root: scannedRoot(request.paths)) {
            let candidate = RunCache(directory: directory, paths: request.paths, stagedContent: request.overrides != nil)
            do {
                try candidate.prepare()
                cache = candidate
            } catch {
                notices.append("cache disabled: \(error) (choose another with --cache-path, or pass --no-cache)")
            }
        }
        let found = try Profile.measure("discovery") {
            try discover(paths: request.paths, configuration: configuration, jobs: request.jobs, cache: cache)
        }
        if let cache {
            Profile.note("discovery: \(found.foldersListedAgain) of \(found.folderCount) folders read again")
            if found.foldersListedAgain > 0 || found.listings.folders.count != found.folderCount {
                do {
                    try Profile.measure("folder listings save") { try found.listings.save(to: cache.listingsPath) }
                } catch {
                    notices.append("cache not written: \(error)")
                }
            }
        }
        // A run over staged content has inputs the file times do not show: its key also hashes
        // them (and it keeps its result apart, see `RunCache`).
        let stamp = cache != nil && !request.collectsRIBDetails
            ? Profile.measure("stamp") {
                var stamp = RunCache.stamp(files: found.files + found.packageManifests + found.needleGenerated,
                                           configurationPath: configurationPath(paths: request.paths, configPath: request.configPath),
                                           jobs: request.jobs)
                if let staged = request.overrides {
                    stamp.key = RunCache.stagedKey(stamp.key, staged: staged, removed: request.removed)
                }
                return stamp
            } : nil
        // Read once: on a miss, the same file still offers the last run's outcome and records.
        let stored = stamp.flatMap { stamp in
            cache.flatMap { cache in Profile.measure("result cache") { cache.loadStored(sizeLimit: RunCache.sizeLimit(sourceBytes: stamp.sourceBytes)) } }
        }
        if let stamp, let cached = stored?.result(for: stamp.key) {
            Profile.note("result cache: hit")
            let result = LintResult(findings: cached.shownFindings, ribs: cached.ribs, fileCount: cached.fileCount,
                                    lineCount: cached.lineCount, durationMs: milliseconds(since: start, clock),
                                    notices: found.notices + cached.notices + notices)
            return (result, configuration)
        }
        if stamp != nil { Profile.note("result cache: miss") }
        let discovery = SourceDiscovery(filter: configuration.pathFilter)
        let wouldLint = { (path: String) in discovery.wouldLint(path, paths: request.paths) }
        if let overrides = request.overrides {
            // --staged with nothing to report: an empty report, without reading the tree.
            let walked = Set(found.files)
            if !overrides.keys.contains(where: { walked.contains($0) || wouldLint($0) }) {
                return (LintResult(findings: [], ribs: [], fileCount: 0, lineCount: 0,
                                   durationMs: milliseconds(since: start, clock), notices: found.notices + notices), configuration)
            }
        }
        // Each file on disk is read when it is lexed (see `SourceInput.onDisk`), if at all: one the
        // last run recorded unchanged is skimmed from the syntax cache. Staged content is in memory.
        var (sources, readNotices) = try Profile.measure("read") {
            try read(found, overrides: request.overrides, removed: request.removed, wouldLint: wouldLint,
                     deferred: true, jobs: request.jobs)
        }
        // The stamp changed, but perhaps no file the model reads did: the last run's model outcome
        // is offered, and used only if its inputs are those of this run. The files whose size,
        // inode and times are those the last run recorded are not read to be skimmed.
        let earlier = stored.map { stored in Profile.measure("earlier run") { stored.earlierOutcome() } }
        let sourcePaths = sources.map(\.path)
        let settledNow = stamp?.settled(for: sourcePaths) ?? []
        let earlierRecords = earlier.map { RunCache.aligned(sourcePaths, entries: $0.files.map(\.path), values: $0.files) } ?? []
        if stamp != nil, let records = earlier?.files, !records.isEmpty {
            var known = 0
            for index in sources.indices where sources[index].isOnDisk {
                guard let record = earlierRecords[index], let now = settledNow[index], record.stat == now else { continue }
                sources[index].knownContent = (record.content, record.lineCount)
                sources[index].knownSkim = record.skim
                sources[index].knownSize = record.stat.size
                known += 1
            }
            Profile.note("unchanged since the last run: \(known) of \(sources.count) files")
        }
        let modules: ModuleMap = Profile.measure("modules") { Project.modules(found, paths: request.paths) }
        let salt = stamp.map { RunCache.salt($0, modules: modules) }
        // The files that changed may all be ones no model read, with the skims relevance saw:
        // then their records alone show that the last outcome holds, and no skim is decoded.
        if let stamp, let salt, let outcome = earlier?.outcome, let records = earlier?.files, !request.collectsRIBDetails,
           var result = Profile.measure("earlier files", {
               Linter.reuseAfterUnseenEdits(sources, records: earlierRecords, earlierFileCount: records.count, settled: settledNow,
                                            salt: salt, earlier: outcome, jobs: request.jobs)
           }) {
            Profile.note("model: reused, the records show that no file the model reads changed")
            result.notices = readNotices + result.notices
            if let cache { saveResult(result, sources: sources, settled: settledNow, stamp: stamp, cache: cache, notices: &notices) }
            result.notices = found.notices + result.notices + notices
            result.durationMs = milliseconds(since: start, clock)
            return (result, configuration)
        }
        let syntaxCache = cache.map { cache in
            Profile.measure("syntax cache") {
                let sourceBytes = stamp?.sourceBytes ?? sources.reduce(0) { total, source in
                    total + (source.isOnDisk ? RunCache.fileSize(source.path) : source.bytes.count)
                }
                return SyntaxCache(path: cache.syntaxPath, identity: RunCache.buildIdentity,
                                   sizeLimit: RunCache.sizeLimit(sourceBytes: sourceBytes))
            }
        }
        // A plain run's outcome serves the pre-commit hook when the relevant files are the same
        // (the hook after linting the tree), and the hook's serves a plain run.
        let otherOutcome = stamp.flatMap { stamp in
            cache.flatMap { cache in
                Profile.measure("earlier run of the other kind") {
                    cache.forTheOtherKindOfRun.loadStored(sizeLimit: RunCache.sizeLimit(sourceBytes: stamp.sourceBytes))?
                        .earlierOutcome(withFiles: false).outcome
                }
            }
        }
        var result = Linter.lint(sources, configuration: configuration, modules: modules, jobs: request.jobs,
                                 syntaxCache: syntaxCache, collectsRIBDetails: request.collectsRIBDetails,
                                 salt: salt, earlier: [earlier?.outcome, otherOutcome].compactMap { $0 })
        // Files skipped while reading are part of the result (and of its cached copy).
        result.notices = readNotices + (try readProblems(result.readFailures, onlyContext: request.overrides != nil)) + result.notices
        result.readFailures = []
        if let cache, let syntaxCache {
            let counts = syntaxCache.counts
            Profile.note("syntax cache: \(counts.hits) decoded, \(counts.misses) parsed, \(counts.rejected) rejected"
                         + (syntaxCache.loadProblem.map { " (pack not used: \($0))" } ?? ""))
            do {
                _ = try Profile.measure("syntax cache save") { try syntaxCache.save() }
            } catch {
                notices.append("cache not written: \(error)")
            }
            if let stamp { saveResult(result, sources: sources, settled: settledNow, stamp: stamp, cache: cache, notices: &notices) }
        }
        result.notices = found.notices + result.notices + notices
        result.durationMs = milliseconds(since: start, clock)
        return (result, configuration)
    }

    /// Stores the run's result under its stamp, with the records of the files it read. A racy
    /// stamp must never answer a later run, but the model outcome, keyed by content, stays good:
    /// it is stored under a key no stamp has. A file changed within the racy window, or given in
    /// memory (staged content), is recorded with a `stat` no file has, so that it is read again.
    /// `settled` is `stamp.settled(for:)` of the sources.
    static func saveResult(_ result: LintResult, sources: [SourceInput], settled: [RunCache.FileStat?], stamp: RunCache.Stamp,
                           cache: RunCache, notices: inout [String]) {
        do {
            try Profile.measure("result save") {
                var records: [RunCache.FileRecord] = []
                records.reserveCapacity(sources.count)
                for ((source, content), stat) in zip(zip(sources, result.contents), settled) {
                    guard let content else { continue }
                    records.append(RunCache.FileRecord(path: source.path, stat: source.isOnDisk ? stat ?? .untrusted : .untrusted,
                                                       content: content.content,
                                                       lineCount: content.lineCount, skim: content.skim, isRelevant: content.isRelevant))
                }
                // The outcome's findings, and which of them the run reported when it did not report all.
                let findings = result.outcome?.outcome.findings ?? result.findings
                let shownFiles = findings.count == result.findings.count ? nil : Array(Set(result.findings.map(\.file))).sorted()
                try cache.saveResult(CachedResult(findings: findings, ribs: result.ribs, fileCount: result.fileCount,
                                                  lineCount: result.lineCount, notices: result.notices,
                                                  modelNotices: result.outcome?.outcome.notices, shownFiles: shownFiles,
                                                  relevanceNames: result.outcome?.relevanceNames, files: records),
                                     key: stamp.isRacy ? RunCache.noStamp : stamp.key, modelInputs: result.outcome?.inputs)
            }
        } catch {
            notices.append("cache not written: \(error)")
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let elapsed = clock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }

    static func scannedRoot(_ paths: [String]) -> String {
        for path in paths {
            var info = stat()
            if FileName.withSystemPath(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                return SourceDiscovery.normalize(path)
            }
        }
        return "."
    }
}

/// The number of cores, for `--jobs`' default.
public enum ProcessCount {
    public static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
