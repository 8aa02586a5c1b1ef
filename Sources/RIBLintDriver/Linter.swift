import Foundation
import RIBLintAST
import RIBLintAnalysis
import RIBLintCache
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintReport
import RIBLintRules
#if RIBLINT_OBJC
import RIBLintObjC
#endif

/// One source file handed to the linter: read from disk, or given in memory (tests, `--staged`).
public struct SourceInput: Sendable {
    /// Relative to the working directory, with `/`.
    public var path: String
    public var bytes: [UInt8]
    /// False for files that give the model context but whose findings are not reported
    /// (`--staged` reports staged files only).
    public var isReported: Bool
    /// `SourceBuffer.textLineCount(of: bytes)`, when the reader counted while the bytes were hot.
    public var lineCount: Int?
    /// Read by the linter itself, when it lexes the file (`bytes` is empty until then): a file
    /// that turns out to matter to no RIB is then read, lexed and skimmed in one go, and its
    /// bytes are freed at once, so that the next file's read reuses their memory.
    public var isOnDisk = false
    /// The hash of an on-disk file's bytes and its line count, known from the last run because
    /// the file's size, inode and times are the same (`RunCache.FileRecord`): the file is then
    /// skimmed from the syntax cache without being read, and read only if the model needs it.
    public var knownContent: (content: ContentHash, lineCount: Int)?
    /// With `knownContent`: the hash of that content's skim as the last run recorded it
    /// (`SyntaxCodec.skimHash`), when it did. The same bytes give the same skim, so it is not
    /// hashed again.
    public var knownSkim: ContentHash?
    /// With `knownContent`: the file's size then (its byte count), so that a file whose bytes no
    /// phase is likely to read can be decoded from the syntax cache without being read.
    public var knownSize: Int?
    public init(path: String, bytes: [UInt8], isReported: Bool = true, lineCount: Int? = nil) {
        self.path = path
        self.bytes = bytes
        self.isReported = isReported
        self.lineCount = lineCount
    }

    /// A file the linter reads when it gets to it (see `isOnDisk`).
    public static func onDisk(_ path: String) -> SourceInput {
        var input = SourceInput(path: path, bytes: [])
        input.isOnDisk = true
        return input
    }
}

/// The outcome of a run, ready for a reporter.
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var ribs: [RIBSummary]
    /// Parts, requirements and marks of each RIB, when the run was asked for them (the HTML report).
    public var ribDetails: [String: ReportRIBDetail] = [:]
    public var fileCount: Int
    public var lineCount: Int
    public var durationMs: Int
    /// Things the user should know once (Objective-C skipped, files unreadable, ...).
    public var notices: [String]
    /// On-disk inputs (`SourceInput.onDisk`) that could not be read, in input order; the caller
    /// decides which end the run and which are notices.
    public var readFailures: [FileIOError] = []
    /// What the model, analyses and rules gave, and the hash of what they read
    /// (`ModelOutcome.inputs`), for the next run to reuse; only when the run was given a salt.
    public var outcome: StoredOutcome?
    /// Each source's bytes' hash and line count, in input order (`ParsedSources.contents`).
    public var contents: [SourceContent?] = []
}

/// What a run learnt of one source file, for the next run's `RunCache.FileRecord`.
public struct SourceContent: Sendable, Equatable {
    /// The hash of its bytes (its syntax cache key's content).
    public var content: ContentHash
    public var lineCount: Int
    /// `SyntaxCodec.skimHash` of the skim relevance read; nil when relevance did not run or
    /// read no skim of it (Objective-C).
    public var skim: ContentHash?
    /// Whether the model read it.
    public var isRelevant: Bool
}

/// A model outcome with the hash of what it was computed from (`ModelOutcome.inputs`), and the
/// names relevance decided by when it ran with a cache (`FileRelevance.Names`).
public struct StoredOutcome: Sendable {
    public var inputs: ContentHash
    public var outcome: ModelOutcome
    public var relevanceNames: FileRelevance.Names? = nil
}

/// The part of a run that depends on the relevant files alone (with the configuration, the
/// modules and the riblint build): its findings, RIBs and notices. The result cache keeps it,
/// so that a run in which no relevant file changed (an edit to a file no RIB reaches) skips the
/// model, the analyses and the rules. Files that matter to nothing never reach the model, so
/// they cannot change what it gives: only the counts of files and lines, which every run
/// computes afresh.
public struct ModelOutcome: Sendable, Equatable {
    /// Everything the model depends on besides the relevant files, hashed by the caller.
    public struct Salt: Sendable {
        public var hash: ContentHash
        public init(_ hash: ContentHash) { self.hash = hash }
    }

    /// A notice about one file (bodies nested too deeply to be analysed whole), with its path.
    public struct FileNotice: Sendable, Equatable {
        public var path: String
        public var text: String
    }

    /// The findings of every file the model read, reported or not, and the notices about them:
    /// a run shows those of the files it reports (`reported(by:)`). So a pre-commit run, which
    /// reports its staged files only, and a plain run over the same files share one outcome.
    public var findings: [Finding]
    public var ribs: [RIBSummary]
    public var notices: [FileNotice]

    /// The findings and notices of the files `isReported` accepts, in their order.
    func reported(by isReported: (String) -> Bool) -> (findings: [Finding], notices: [String]) {
        (findings.filter { isReported($0.file) }, notices.filter { isReported($0.path) }.map(\.text))
    }

    /// A hash of the salt and of each relevant file's path, parser and bytes (its cache key), in
    /// order; nil when a file has no key.
    static func inputs(salt: Salt, files: [(path: String, key: SyntaxCache.Key?)]) -> ContentHash? {
        var hasher = ContentHash.Hasher()
        hasher.add(salt.hash)
        hasher.add(files.count)
        for (path, key) in files {
            guard let key else { return nil }
            hasher.add(path)
            hasher.add(Int(key.kind))
            hasher.add(key.content)
        }
        return hasher.finish()
    }
}

/// The pipeline: sources -> lexer -> AST (parallel) -> model -> rules -> suppressions ->
/// fingerprints -> sorted findings. Pure over its inputs: the same sources and configuration
/// give the same result, whatever `jobs` is.
public enum Linter {
    /// Whether this build reads Objective-C (the `ObjectiveC` package trait).
    public static var supportsObjectiveC: Bool {
        #if RIBLINT_OBJC
        return true
        #else
        return false
        #endif
    }

    /// Set by the command line, which exits right after reporting: the model (hundreds of
    /// thousands of small objects on a large tree) and the analyses' results are then never
    /// freed, since freeing them one object at a time took a tenth of a run (the results, 3 to 5
    /// ms more on the 600-RIB app, on one thread) and the process's exit frees them at once.
    nonisolated(unsafe) public static var leaksModelAtExit = false

    /// `RIBLINT_FULL_PARSE=1`: every file gets its AST and goes to the model, as before skimming.
    /// For checking that skimming changes no finding; never needed otherwise.
    public static let parsesEveryFile = ProcessInfo.processInfo.environment["RIBLINT_FULL_PARSE"] == "1"

    /// With `skimming` (the default), only the files `FileRelevance` finds relevant get their AST
    /// and go to the model; without it, every file does. Both give the same findings.
    ///
    /// With a `salt`, the result carries its `ModelOutcome`; when one of `earlier` was computed
    /// from the same inputs, it is the result's outcome and the model is not built.
    public static func lint(_ sources: [SourceInput], configuration: Configuration, modules: ModuleMap,
                            jobs: Int, syntaxCache: SyntaxCache? = nil, skimming: Bool = !parsesEveryFile,
                            collectsRIBDetails: Bool = false, salt: ModelOutcome.Salt? = nil,
                            earlier: [StoredOutcome] = []) -> LintResult {
        let clock = ContinuousClock()
        let start = clock.now
        var notices: [String] = []
        let reported = Set(sources.filter(\.isReported).map(\.path))
        // The earlier outcome is reused when the relevant files are those it was computed from:
        // known from their skims and keys, before any AST is built.
        var reused: StoredOutcome?
        let reusesEarlier: (([(path: String, key: SyntaxCache.Key?)]) -> Bool)? = salt.flatMap { salt in
            earlier.isEmpty || collectsRIBDetails ? nil : { files in
                guard let inputs = ModelOutcome.inputs(salt: salt, files: files),
                      let match = earlier.first(where: { $0.inputs == inputs }) else { return false }
                reused = match
                return true
            }
        }
        let parsed = Profile.measure("parse") {
            parse(sources, jobs: jobs, cache: syntaxCache, relevance: skimming ? configuration.framework : nil, skipsASTs: reusesEarlier)
        }
        // Every AST the model needs is decoded by now.
        syntaxCache?.releaseDecodedRegions()
        let (files, skippedObjC, parseNotices) = (parsed.files, parsed.skippedObjectiveC, parsed.notices)
        if skippedObjC > 0 {
            notices.append("\(skippedObjC) Objective-C file(s) skipped: this riblint was built without Objective-C support (the ObjectiveC trait)")
        }
        notices += parseNotices.filter { reported.contains($0.path) }.map(\.notice)
        if parsed.skippedASTs, let reused {
            Profile.note("model: reused, no relevant file changed")
            let shown = reused.outcome.reported(by: reported.contains)
            var result = LintResult(findings: shown.findings, ribs: reused.outcome.ribs, fileCount: parsed.fileCount,
                                    lineCount: parsed.lineCount, durationMs: Project.milliseconds(since: start, clock),
                                    notices: notices + shown.notices, readFailures: parsed.readFailures)
            result.outcome = reused
            result.outcome?.relevanceNames = parsed.relevanceNames
            result.contents = parsed.contents
            return result
        }
        let inputs = salt.flatMap { salt in
            ModelOutcome.inputs(salt: salt, files: zip(files, parsed.keys).map { ($0.source.path, $1) })
        }
        let model = Profile.measure("model") {
            ProjectModel.build(files: files, modules: modules, vocabulary: configuration.framework, jobs: jobs)
        }
        for phase in model.buildPhases {
            Profile.note(Profile.padded("  model: " + phase.name) + String(format: "%9.1f ms  (cpu %.1f ms)", phase.milliseconds, phase.cpuMilliseconds))
        }
        // Refused at start-up by `Project.lint`; a plan that fails here is a defect of riblint.
        let plan: AnalysisPlan
        do { plan = try analysisPlan(for: configuration) } catch { fatalError("\(error)") }
        // Every file the model read is checked, reported or not (suppressions are per file, so
        // a file's findings do not depend on which others are reported): the outcome then serves
        // runs that report other files.
        let (analyses, perRule) = Profile.measure("analyses and rules") {
            runRules(model, plan: plan, configuration: configuration, jobs: jobs)
        }
        let findings = Profile.measure("findings") {
            collect(perRule, model: model, configuration: configuration, jobs: jobs)
        }
        Profile.note("bodies: \(model.bodies.parsedCount) parsed")
        Profile.note("released files read again: \(SourceBuffer.rereadCount)")
        if leaksModelAtExit {
            _ = Unmanaged.passRetained(model)
            _ = Unmanaged.passRetained(analyses)
        }
        let ribs = Profile.measure("summaries") { summaries(model) }
        let outcome = ModelOutcome(findings: findings, ribs: ribs, notices: tooDeepNotices(model))
        // A released file that changed on disk before a phase read it again was read as spaces:
        // its findings may be off, and the outcome is not kept for a later run. (Asked after the
        // last phase that may read a file again for the outcome.)
        let changedDuringRun = SourceBuffer.takeChangedPaths()
        notices += changedDuringRun.filter(reported.contains).map { "\($0): changed while riblint read it; its findings may be off: run again" }
        let shown = outcome.reported(by: reported.contains)
        var result = LintResult(findings: shown.findings, ribs: ribs, fileCount: parsed.fileCount, lineCount: parsed.lineCount,
                                durationMs: Project.milliseconds(since: start, clock), notices: notices + shown.notices,
                                readFailures: parsed.readFailures)
        if collectsRIBDetails { result.ribDetails = ribDetails(model) }
        result.contents = parsed.contents
        if let inputs, changedDuringRun.isEmpty {
            result.outcome = StoredOutcome(inputs: inputs, outcome: outcome, relevanceNames: parsed.relevanceNames)
        }
        return result
    }

    /// One notice per file whose bodies nested too deeply to be analysed whole, one per file that
    /// declares a type with more levels of inheritance above it than riblint follows, and one per
    /// file of a RIB with more levels of RIBs above it than riblint follows.
    static func tooDeepNotices(_ model: ProjectModel) -> [ModelOutcome.FileNotice] {
        var seen: Set<FileIndex> = []
        let bodies = model.bodies.truncatedBodies.compactMap { item -> ModelOutcome.FileNotice? in
            let source = model.files[item.file].source
            guard seen.insert(item.file).inserted else { return nil }
            let (line, column) = source.location(of: item.offset)
            return ModelOutcome.FileNotice(
                path: source.path,
                text: "\(source.path):\(line):\(column): nested too deeply (limits: \(BodyParser.maxNesting) nested blocks "
                    + "or brackets, \(BodyParser.maxTreeDepth) levels of expression); what lies deeper is not analysed")
        }
        seen = []
        let inheritance = model.types.typesInheritingTooDeeply.compactMap { id -> ModelOutcome.FileNotice? in
            let info = model.types[id]
            guard seen.insert(info.file).inserted else { return nil }
            let source = model.files[info.file].source
            let (line, column) = source.location(of: info.decl.name.offset)
            return ModelOutcome.FileNotice(
                path: source.path,
                text: "\(source.path):\(line):\(column): `\(info.name)` inherits through more than \(TypeIndex.inheritanceDepthLimit) "
                    + "levels of the project's types; what lies further up is not analysed")
        }
        seen = []
        // The first such RIB of each file by place, not by id (ids follow names).
        let places = model.tree.ribsTooDeep.compactMap { id in model[id].parts.first.map { (rib: model[id], place: $0.location) } }
            .sorted { ($0.place.file, $0.place.offset) < ($1.place.file, $1.place.offset) }
        let depth = places.compactMap { rib, place -> ModelOutcome.FileNotice? in
            guard seen.insert(place.file).inserted else { return nil }
            return ModelOutcome.FileNotice(
                path: place.path,
                text: "\(place.path):\(place.line):\(place.column): RIB `\(rib.name)` lies more than \(RIBTree.depthLimit) levels of RIBs "
                    + "below a root; what lies further up is not analysed")
        }
        return bodies + inheritance + depth
    }

    /// Parses sources in parallel, in input order: every file in full (tests, `debug`).
    public static func parse(_ sources: [SourceInput], jobs: Int,
                             cache: SyntaxCache? = nil)
        -> (files: [FileSyntax], skippedObjectiveC: Int, notices: [(path: String, notice: String)]) {
        let parsed = parse(sources, jobs: jobs, cache: cache, relevance: nil)
        return (parsed.files, parsed.skippedObjectiveC, parsed.notices)
    }

    /// What `parse` got from one file before relevance.
    fileprivate enum ParseRead {
        /// Objective-C, or Swift decoded whole from the cache.
        case file(FileSyntax, isSwift: Bool, SyntaxCache.Key?)
        /// Swift parsed now, while its tokens were at hand.
        case parsed(FileSyntax, SyntaxCache.Key?)
        /// Swift with its skim alone: from the cache (`fresh` false) or lexed now.
        case skimmed(FileSyntax, SyntaxCache.Key?, fresh: Bool)
        case unsupported
        case skipped(path: String, notice: String)
        case failed(FileIOError)
        /// Swift whose bytes show it can neither show RIBs nor hold a directive: read and
        /// counted, and lexed only if another file shows that the project uses RIBs.
        case unlexed
        /// A file read whose syntax was handed on to the model, or was not needed, and is no
        /// longer held here (`parse` lets go of each on the thread that handles it).
        case released(SyntaxCache.Key?)

        /// The cache key of what was read (its bytes' hash), when there is a cache.
        var key: SyntaxCache.Key? {
            switch self {
            case .file(_, _, let key), .parsed(_, let key), .skimmed(_, let key, _), .released(let key): key
            case .unsupported, .skipped, .failed, .unlexed: nil
            }
        }
    }

    /// What `parse` read: the files the model needs, and counts over every file read.
    public struct ParsedSources {
        /// The files the model needs, in input order.
        public var files: [FileSyntax]
        /// Each of `files`' cache key (its bytes' hash), when the run has a syntax cache.
        public var keys: [SyntaxCache.Key?] = []
        /// Every file read (Swift and Objective-C), relevant or not.
        public var fileCount: Int
        public var lineCount: Int
        public var skippedObjectiveC: Int
        public var notices: [(path: String, notice: String)]
        /// On-disk inputs that could not be read, in input order.
        public var readFailures: [FileIOError] = []
        /// `skipsASTs` said so: `files` is empty, the counts are complete.
        public var skippedASTs = false
        /// What relevance decided by, when it ran with a cache in a code base with RIBs.
        public var relevanceNames: FileRelevance.Names?
        /// For each source, in input order: the hash of its bytes (with a syntax cache), its line
        /// count, its skim's hash and whether it was relevant, for the next run's
        /// `RunCache.FileRecord`s; nil for a file not read.
        public var contents: [SourceContent?] = []
    }

    /// Reads sources in parallel, in input order. With a vocabulary, a Swift file whose bytes
    /// show neither a RIBs name nor a directive is left unlexed unless another file shows that
    /// the project uses RIBs; every other Swift file is lexed and skimmed, and only the files
    /// `FileRelevance` finds relevant get their declaration AST, the others cost their skim
    /// alone. Without a vocabulary, every file is parsed in full.
    ///
    /// Objective-C files go through libclang when this build has it, and are skipped (counted)
    /// otherwise; they are always relevant. An Objective-C file libclang must not see
    /// (`ObjCScreen`) is left out, with a notice "PATH: skipped: REASON". With a cache, a file
    /// whose bytes were seen before is decoded instead (its skim, or its AST), and what was
    /// freshly read is recorded.
    ///
    /// `skipsASTs`, asked once relevance is known, with each relevant file's path and cache key
    /// (nil without a cache), can stop here: no relevant file gets its AST.
    public static func parse(_ sources: [SourceInput], jobs: Int, cache: SyntaxCache?,
                             relevance vocabulary: FrameworkVocabulary?,
                             skipsASTs: (([(path: String, key: SyntaxCache.Key?)]) -> Bool)? = nil) -> ParsedSources {
        #if RIBLINT_OBJC
        let objcParsers = ObjCParserPool()
        let objcWorkers = ObjCIsolation.executable.map(ObjCWorkerPool.init)
        #endif
        let signals = vocabulary.map(FileRelevance.Signals.init)
        // In a RIBs project most files turn out relevant: once one file shows that this is one,
        // every later file is parsed while its tokens are at hand. Before that (and in a project
        // without RIBs) a file is skimmed only, and lexed again if it turns out relevant.
        // (Parsing only the files whose own skim names a framework name, and lexing the others
        // again if relevance asks, cost 4 % more instructions on the generated 600-RIB app: the
        // files RIBs reach one step out are large, those they never reach small.)
        //
        // A file in the cache is different: decoding its skim alone is cheap, and the rest of its
        // entry can be decoded later with no work repeated. So only its skim is decoded at first,
        // and the rest if relevance asks for it: the files that matter to no RIB are never
        // decoded, and none is when `skipsASTs` finds that the model's outcome can be reused.
        // None of this changes the result, only what is computed when.
        let showsRIBs = SharedFlag()
        /// A Swift file's skim from the cache (the rest of its entry is decoded once relevance asks
        /// for it), kept with `source`; nil when the cache has no usable entry.
        func cachedSkim(_ key: SyntaxCache.Key, keeping source: SourceBuffer, countsMiss: Bool) -> ParseRead? {
            guard let cache, let signals, let cached = cache.skim(for: key, countsMiss: countsMiss) else { return nil }
            if signals.showsRIBs(cached.skim) { showsRIBs.set() }
            return .skimmed(SyntaxParser.skimOnly(source, comments: [], skim: cached.skim), key, fresh: false)
        }
        /// Puts what was lexed afresh into the syntax cache: a parsed file, or the skim of one
        /// that turned out not to matter.
        func recordFresh(_ item: ParseRead) {
            guard let cache else { return }
            switch item {
            case .parsed(let file, let key?), .skimmed(let file, let key?, fresh: true): cache.record(key, file)
            default: break
            }
        }
        func readOne(_ source: SourceInput, bytes: [UInt8], kind: UInt8) -> ParseRead {
            let buffer = SourceBuffer(path: source.path, bytes: bytes)
            // A file only skimmed before the project shows RIBs keeps no bytes: it is read again
            // if it turns out to matter, which outside a RIBs project few files do. In a RIBs
            // project it keeps them until relevance has spoken, since many do.
            let skimmedSource = source.isOnDisk && !showsRIBs.isSet ? SourceBuffer(path: source.path, bytes: []) : buffer
            let key = cache.map { _ in SyntaxCache.Key(content: ContentHash.of(bytes), kind: kind) }
            if let cache, let key {
                if kind == ParserKind.swift, signals != nil {
                    if let skimmed = cachedSkim(key, keeping: skimmedSource, countsMiss: true) { return skimmed }
                } else if let cached = cache.syntax(for: key, source: buffer), !cached.isSkimOnly {
                    return .file(cached, isSwift: kind == ParserKind.swift, key)
                }
            }
            if kind == ParserKind.swift, let signals, !showsRIBs.isSet,
               !bytes.withUnsafeBufferPointer(signals.mayShowRIBsOrHoldDirective) {
                return .unlexed
            }
            if kind == ParserKind.swift {
                // The tokens live in a reused buffer: a file that turns out to matter is parsed
                // now if its skim says it likely will, and lexed again later otherwise.
                return TokenScratch.borrow { scratch in
                    Lexer.withTokens(buffer.bytes, scratch: scratch) { tokens, comments, diagnostics in
                        let skim = Skimmer.skim(buffer.bytes, tokens: tokens, comments: comments)
                        if let signals {
                            if signals.showsRIBs(skim) { showsRIBs.set() }
                            if !showsRIBs.isSet && !skim.hasDirective {
                                return .skimmed(SyntaxParser.skimOnly(skimmedSource, comments: comments, skim: skim), key, fresh: true)
                            }
                        }
                        let file = SyntaxParser.parse(buffer, tokens: tokens, comments: comments, diagnostics: diagnostics, skim: skim)
                        return .parsed(releasedIfUnneeded(file, onDisk: source.isOnDisk), key)
                    }
                }
            }
            #if RIBLINT_OBJC
            let file: FileSyntax
            if let reason = ObjCParser.unavailableReason {
                return .skipped(path: source.path, notice: "\(source.path): skipped: \(reason)")
            }
            if let reason = ObjCScreen.reasonToSkip(bytes) {
                return .skipped(path: source.path, notice: "\(source.path): skipped: \(reason)")
            }
            if let objcWorkers {
                switch objcWorkers.parse(buffer) {
                case .success(let parsed): file = parsed
                case .failure(let skipped): return .skipped(path: source.path, notice: "\(source.path): skipped: \(skipped.reason)")
                }
            } else {
                guard let parsed = objcParsers.withParser({ $0.parse(buffer) }) else {
                    return .skipped(path: source.path, notice: "\(source.path): skipped: libclang could not start")
                }
                file = parsed
            }
            if let cache, let key { cache.record(key, file) }
            return .file(file, isSwift: false, key)
            #else
            return .unsupported
            #endif
        }
        /// A file parsed from disk that cannot declare a RIB's part and holds no directive lets its
        /// bytes go as soon as it is parsed: later phases seldom read such a file's bytes, and read
        /// them again from disk if they do (`SourceBuffer.released`). Released here, file by file
        /// on the thread that read it, the bytes never pile up in the heap between the syntax trees.
        func releasedIfUnneeded(_ file: FileSyntax, onDisk: Bool) -> FileSyntax {
            guard onDisk, !file.source.isReleased, !keepsBytes(file.skim) else { return file }
            return file.releasingBytes(facts: ByteFacts(scanning: file.source.bytes, holdsDirective: file.skim.hasDirective),
                                       reader: Linter.readAgain)
        }
        func keepsBytes(_ skim: FileSkim) -> Bool {
            guard let signals else { return true }
            return skim.hasDirective || signals.mayDeclareRIBPart(skim)
        }
        /// Lexes and skims a Swift file that was read but not lexed, for relevance only.
        func skimmedOnly(_ source: SourceInput, bytes: [UInt8]) -> ParseRead {
            let buffer = SourceBuffer(path: source.path, bytes: bytes)
            let key = cache.map { _ in SyntaxCache.Key(content: ContentHash.of(bytes), kind: ParserKind.swift) }
            let kept = source.isOnDisk ? SourceBuffer(path: source.path, bytes: []) : buffer
            return TokenScratch.borrow { scratch in
                Lexer.withTokens(buffer.bytes, scratch: scratch) { tokens, comments, _ in
                    let skim = Skimmer.skim(buffer.bytes, tokens: tokens, comments: comments)
                    return .skimmed(SyntaxParser.skimOnly(kept, comments: comments, skim: skim), key, fresh: true)
                }
            }
        }
        /// Reads, lexes and skims one file (or takes its skim from the cache), with its line count.
        func lexAndSkim(_ source: SourceInput) -> (read: ParseRead, lines: Int) {
            let kind = parserKind(source.path)
            guard kind != ParserKind.unsupported else { return (.unsupported, 0) }
            // Unchanged since the last run: the skim from the cache, the bytes left on disk.
            // (A miss is counted when the file is read and looked up again.)
            if source.isOnDisk, let known = source.knownContent, kind == ParserKind.swift,
               let skimmed = cachedSkim(SyntaxCache.Key(content: known.content, kind: kind),
                                        keeping: SourceBuffer(path: source.path, bytes: []), countsMiss: false) {
                return (skimmed, known.lineCount)
            }
            var bytes = source.bytes
            if source.isOnDisk {
                do {
                    bytes = try FileIO.read(source.path, limit: FileIO.sourceSizeLimit)
                } catch {
                    return (.failed(readFailure(source.path, error)), 0)
                }
            }
            let lineCount = source.lineCount ?? SourceBuffer.textLineCount(of: bytes)
            return (readOne(source, bytes: bytes, kind: kind), lineCount)
        }
        // Each file's line count goes straight into its slot: the reads are not copied out of
        // pairs afterwards, on one thread.
        var lines = [Int](repeating: 0, count: sources.count)
        var read: [ParseRead] = Profile.measure("  lex and skim") {
            lines.withUnsafeMutableBufferPointer { lineSlots in
                parallelMap(count: sources.count, jobs: jobs) { index in
                    let (item, count) = lexAndSkim(sources[index])
                    lineSlots[index] = count
                    return item
                }
            }
        }
        if let signals {
            let unlexed = read.indices.filter { if case .unlexed = read[$0] { true } else { false } }
            let projectShowsRIBs = !unlexed.isEmpty && read.contains { item in
                switch item {
                case .file(let file, let isSwift, _): isSwift && signals.showsRIBs(file.skim)
                case .parsed(let file, _), .skimmed(let file, _, _): signals.showsRIBs(file.skim)
                case .unsupported, .skipped, .failed, .unlexed, .released: false
                }
            }
            Profile.note("prescan: \(unlexed.count) of \(read.count) files not lexed" + (projectShowsRIBs ? " at first" : ""))
            if projectShowsRIBs {
                // The project uses RIBs: every file's skim counts (a RIB may name what it declares).
                let late = parallelMap(unlexed, jobs: jobs) { index -> ParseRead in
                    let source = sources[index]
                    do {
                        let bytes = source.isOnDisk ? try FileIO.read(source.path, limit: FileIO.sourceSizeLimit) : source.bytes
                        return skimmedOnly(source, bytes: bytes)
                    } catch {
                        return .failed(readFailure(source.path, error))
                    }
                }
                for (index, item) in zip(unlexed, late) { read[index] = item }
            }
        }
        var relevant = [Bool](repeating: true, count: read.count)
        var skimHashes = [ContentHash?](repeating: nil, count: read.count)
        var relevanceNames: FileRelevance.Names?
        if let vocabulary {
            let skims: [FileSkim?] = parallelMap(count: read.count, jobs: jobs) { index in
                switch read[index] {
                case .file(let file, let isSwift, _): isSwift ? file.skim : nil
                case .parsed(let file, _), .skimmed(let file, _, _): file.skim
                case .unlexed: FileSkim()  // only left in a project without RIBs: it matters to nothing
                case .unsupported, .skipped, .failed, .released: nil
                }
            }
            let decided = Profile.measure("  relevance") { FileRelevance.relevance(skims, vocabulary: vocabulary, keepsNames: cache != nil, jobs: jobs) }
            relevant = decided.relevant
            relevanceNames = decided.names
            if cache != nil {
                // A skim decoded from the cache entry of the content the last run recorded is the
                // skim that run hashed: its recorded hash is taken back.
                skimHashes = parallelMap(count: skims.count, jobs: jobs) { index in
                    if let known = sources[index].knownSkim, let content = sources[index].knownContent?.content,
                       case .skimmed(_, let key?, fresh: false) = read[index], key.content == content {
                        return known
                    }
                    return skims[index].map(SyntaxCodec.skimHash)
                }
            }
            Profile.note("relevance: \(relevant.filter { $0 }.count) of \(relevant.count) files need their AST")
            let skimmedRelevant = read.indices.filter { index in
                if case .skimmed = read[index] { relevant[index] } else { false }
            }
            Profile.note("relevance: \(skimmedRelevant.count) of them only skimmed at first")
            if let skipsASTs {
                let keyed = read.indices.filter { relevant[$0] }.map { (path: sources[$0].path, key: read[$0].key) }
                if skipsASTs(keyed) {
                    // What was lexed afresh still goes to the syntax cache.
                    parallelFor(read.count, jobs: jobs) { recordFresh(read[$0]) }
                    var none: [Result<(FileSyntax, SyntaxCache.Key?)?, FileIOError>] = Array(repeating: .success(nil), count: read.count)
                    var result = counted(read, lines: lines, skims: skimHashes, relevant: relevant, files: &none)
                    result.skippedASTs = true
                    result.relevanceNames = relevanceNames
                    return result
                }
            }
        }
        var files: [Result<(FileSyntax, SyntaxCache.Key?)?, FileIOError>] = Profile.measure("  parse relevant") {
            read.withUnsafeMutableBufferPointer { readBuffer in
                parallelMap(count: readBuffer.count, jobs: jobs) { index in
                    // The skims have served (relevance, the cache): the model never reads them.
                    func withoutSkim(_ file: FileSyntax) -> FileSyntax {
                        var file = file
                        file.skim = FileSkim()
                        return file
                    }
                    // Each file's entry is taken out of `read` on the worker that handles it: the
                    // skims, and the syntax of the files no RIB reaches, are freed on every thread
                    // rather than all at once on one when `read` goes (18 to 26 ms on the 600-RIB app).
                    let item = readBuffer[index]
                    switch item {
                    case .file, .parsed, .skimmed: readBuffer[index] = .released(item.key)
                    case .unsupported, .skipped, .failed, .unlexed, .released: break
                    }
                    switch item {
                    case .file(let file, _, let key):
                        return .success(relevant[index] ? (withoutSkim(file), key) : nil)
                    case .parsed(let file, let key):
                        recordFresh(item)
                        return .success(relevant[index] ? (withoutSkim(file), key) : nil)
                    case .skimmed(let skimmed, let key, _):
                        guard relevant[index] else {
                            recordFresh(item)
                            return .success(nil)
                        }
                        var source = skimmed.source
                        var key = key
                        // Unchanged since the last run, cached, and with bytes no later phase is
                        // likely to read: decoded unread, the bytes read (and checked) only if asked.
                        if sources[index].isOnDisk, source.bytes.isEmpty, let cache, let key,
                           let known = sources[index].knownContent, known.content == key.content,
                           let size = sources[index].knownSize, !keepsBytes(skimmed.skim),
                           let decoded = cache.syntax(for: key, source: SourceBuffer.unread(path: source.path, byteCount: size) { path in
                               guard let bytes = Linter.readAgain(path), ContentHash.of(bytes) == known.content else { return nil }
                               return bytes
                           }, counted: false),
                           !decoded.isSkimOnly, decoded.byteFacts != nil {
                            return .success((withoutSkim(decoded), key))
                        }
                        if sources[index].isOnDisk && source.bytes.isEmpty {
                            do {
                                let bytes = try FileIO.read(source.path, limit: FileIO.sourceSizeLimit)
                                source = SourceBuffer(path: source.path, bytes: bytes)
                                key = cache.map { _ in SyntaxCache.Key(content: ContentHash.of(bytes), kind: ParserKind.swift) }
                            } catch {
                                return .failure(readFailure(source.path, error))
                            }
                        }
                        let onDisk = sources[index].isOnDisk
                        if let cache, let key, let cached = cache.syntax(for: key, source: source, counted: false), !cached.isSkimOnly {
                            return .success((withoutSkim(releasedIfUnneeded(cached, onDisk: onDisk)), key))
                        }
                        // Released before it is recorded: the cache entry keeps the facts.
                        let file = releasedIfUnneeded(SyntaxParser.parse(source), onDisk: onDisk)
                        if let cache, let key { cache.record(key, file) }
                        return .success((withoutSkim(file), key))
                    case .unsupported, .skipped, .failed, .unlexed, .released:
                        return .success(nil)
                    }
                }
            }
        }
        var result = counted(read, lines: lines, skims: skimHashes, relevant: relevant, files: &files)
        result.relevanceNames = relevanceNames
        if Profile.isEnabled {
            let released = result.files.filter(\.source.isReleased)
            Profile.note("bytes let go after parsing: \(released.count) of \(result.files.count) files, "
                         + String(format: "%.1f MB", Double(released.reduce(0) { $0 + $1.source.byteCount }) / 1_048_576))
        }
        return result
    }

    /// The parsed files, counts and notices of `parse`, from what each file gave.
    ///
    /// Each file is moved out of `files` (left `.success(nil)`), not copied: a copy of a file's
    /// syntax retains each of its arrays and a release follows when `files` goes, 5 ms on one
    /// thread for the 600-RIB app's 8,043 files.
    private static func counted(_ read: [ParseRead], lines: [Int], skims: [ContentHash?], relevant: [Bool],
                                files: inout [Result<(FileSyntax, SyntaxCache.Key?)?, FileIOError>]) -> ParsedSources {
        var result = ParsedSources(files: [], fileCount: 0, lineCount: 0, skippedObjectiveC: 0, notices: [])
        result.files.reserveCapacity(read.count)
        result.keys.reserveCapacity(read.count)
        result.contents.reserveCapacity(read.count)
        for index in read.indices {
            let item = read[index]
            var file: Result<(FileSyntax, SyntaxCache.Key?)?, FileIOError> = .success(nil)
            swap(&file, &files[index])
            let parsedFile: (FileSyntax, SyntaxCache.Key?)?
            switch consume file {
            case .success(let value): parsedFile = value
            case .failure(let failure):
                result.readFailures.append(failure)
                result.contents.append(nil)
                continue
            }
            switch item {
            case .file, .parsed, .skimmed, .unlexed, .released:
                result.fileCount += 1
                result.lineCount += lines[index]
            case .unsupported:
                result.skippedObjectiveC += 1
            case .skipped(let path, let notice):
                result.notices.append((path, notice))
            case .failed(let failure):
                result.readFailures.append(failure)
            }
            let key = parsedFile?.1
            if let (syntax, _) = consume parsedFile {
                result.files.append(syntax)
                result.keys.append(key)
            }
            result.contents.append((key ?? item.key).map {
                SourceContent(content: $0.content, lineCount: lines[index], skim: skims[index], isRelevant: relevant[index])
            })
        }
        return result
    }

    /// Reads a released file's bytes again (`SourceBuffer.released`); nil if it cannot be read.
    @Sendable static func readAgain(_ path: String) -> [UInt8]? {
        try? FileIO.read(path, limit: FileIO.sourceSizeLimit)
    }

    private static func readFailure(_ path: String, _ error: any Error) -> FileIOError {
        (error as? FileIOError) ?? FileIOError(path: path, problem: "cannot read: \(error)")
    }

    static func enabledRules(_ configuration: Configuration) -> [any Rule.Type] {
        RuleRegistry.all.filter { configuration.isEnabled($0.description.id) }
    }

    /// The analyses the enabled rules require, in run order. Throws for a requirement that is not
    /// registered or a cycle among analyses: checked before any file is read.
    public static func analysisPlan(for configuration: Configuration) throws -> AnalysisPlan {
        let readers = enabledRules(configuration).map { AnalysisReader(name: "rule \($0.description.id)", requires: $0.description.requires) }
        return try AnalysisPlan(readers: readers, registry: AnalyzerRegistry.all)
    }

    /// Runs the analyses and every enabled rule on the model, then applies suppressions,
    /// severities and fingerprints and sorts: a lint's work after the model, in one call.
    public static func check(_ model: ProjectModel, plan: AnalysisPlan, configuration: Configuration, jobs: Int) -> [Finding] {
        let (_, perRule) = runRules(model, plan: plan, configuration: configuration, jobs: jobs)
        return collect(perRule, model: model, configuration: configuration, jobs: jobs)
    }

    /// Runs the plan's analyses and every enabled rule on the model, as one graph of tasks: a rule
    /// starts as soon as the analyses it requires are done. The findings come back in rule order.
    static func runRules(_ model: ProjectModel, plan: AnalysisPlan, configuration: Configuration,
                         jobs: Int) -> (AnalysisResults, [[RuleFinding]]) {
        let rules = enabledRules(configuration)
        var perRule = [[RuleFinding]](repeating: [], count: rules.count)
        let analyses = perRule.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            let readers = startOrder(rules).map { index in
                let rule = rules[index]
                return AnalysisPlan.Reader(requires: rule.description.requires) { analyses in
                    let id = rule.description.id
                    let pass = RulePass(ruleId: id, model: model, vocabulary: configuration.framework,
                                        options: mergedOptions(rule.description, configuration.settings(for: id)),
                                        analyses: analyses, requires: rule.description.requires)
                    let started = Profile.isEnabled ? ContinuousClock.now : nil
                    rule.check(pass)
                    if let started { Profile.record(rule: id, started.duration(to: .now)) }
                    slots[index] = pass.findings
                }
            }
            return plan.run(model: model, vocabulary: configuration.framework, jobs: jobs, readers: readers) { name, body in
                Profile.measure("  analysis " + name) { body() }
            }
        }
        Profile.noteRules()
        return (analyses, perRule)
    }

    /// The rules that take longest on a large app (the 600-RIB app, `RIBLINT_PROFILE=1`), longest
    /// first. Only the order in which rules start depends on it, never a finding.
    static let longestRules = [
        "rx/view-update-off-main-thread", "rx/upward-subscription", "structure/view-in-interactor",
        "lifecycle/missing-super-call", "leak/strong-listener", "leak/self-capture-in-stored-closure",
    ]

    /// The order in which `rules` (indices into it) are offered to the threads: those that read
    /// analyses first, since they wait for the longest tasks and would otherwise end the run on
    /// one thread; then the longest; then the rest as registered. When the longest rule started
    /// last, it ran alone for the last 10 to 20 ms of the analyses and rules on two threads.
    static func startOrder(_ rules: [any Rule.Type]) -> [Int] {
        func rank(_ index: Int) -> (Int, Int) {
            let description = rules[index].description
            let long = longestRules.firstIndex(of: description.id) ?? longestRules.count
            return (description.requires.isEmpty ? 1 : 0, long)
        }
        return rules.indices.sorted { left, right in
            let (a, b) = (rank(left), rank(right))
            return a != b ? a < b : left < right
        }
    }

    /// Applies suppressions, severities and fingerprints to the rules' findings in every file the
    /// model read, and sorts.
    static func collect(_ perRule: [[RuleFinding]], model: ProjectModel, configuration: Configuration,
                        jobs: Int) -> [Finding] {
        var byFile: [String: [Finding]] = [:]
        for raw in perRule.joined() {
            let severity = configuration.settings(for: raw.ruleId)?.severity ?? .warning
            let (line, column) = raw.source.location(of: raw.offset)
            let related = raw.related.map { item -> RelatedLocation in
                let (relatedLine, relatedColumn) = item.source.location(of: item.offset)
                return RelatedLocation(file: item.source.path, line: relatedLine, column: relatedColumn, message: item.message)
            }
            byFile[raw.source.path, default: []].append(Finding(
                rule: raw.ruleId, severity: severity, file: raw.source.path, line: line, column: column,
                message: raw.message, rib: raw.rib, related: related))
        }
        // Suppressions are per file; every file is looked at, since an unused suppression is a
        // finding even in a file without others.
        let known = Set(RuleRegistry.metadata.map(\.id))
        let enabled = Set(configuration.enabledRuleIds)
        let unusedSeverity = configuration.settings(for: RuleRegistry.unusedSuppressionId)
        var findings: [Finding] = []
        var sources: [String: SourceBuffer] = [:]
        // Most files have no directive: one is looked for in the bytes, on every thread, before
        // any text is built.
        let directivesByFile: [[Comment]] = parallelMap(count: model.files.count, jobs: jobs) { index in
            let file = model.files[index]
            if let facts = file.byteFacts, !facts.contains(.holdsDirective) { return [] }
            return file.comments.filter { containsDirective(file.source.bytes, $0) }
        }
        for (file, directives) in zip(model.files, directivesByFile) {
            let fileFindings = byFile[file.source.path] ?? []
            // Only a file with a finding, or a directive that may report one, is asked for its
            // lines: the thousands of others are not entered.
            guard !fileFindings.isEmpty || !directives.isEmpty else { continue }
            sources[file.source.path] = file.source
            guard !directives.isEmpty else {
                findings.append(contentsOf: fileFindings)
                continue
            }
            let comments = directives.map { comment -> (text: String, line: Int, column: Int) in
                let (line, column) = file.source.location(of: comment.start)
                return (file.source.text(Int(comment.start)..<Int(comment.end)), line, column)
            }
            let table = SuppressionParser.parse(file: file.source.path, comments: comments,
                                                lineCount: file.source.lineCount, knownRuleIds: known)
            let (kept, unused) = table.apply(fileFindings, enabledRules: enabled)
            findings.append(contentsOf: kept)
            if let unusedSeverity, unusedSeverity.enabled {
                findings.append(contentsOf: unused.map { var finding = $0; finding.severity = unusedSeverity.severity; return finding })
            }
        }
        findings.sort(by: Finding.reportOrder)
        Fingerprint.assign(to: &findings) { path, line in sources[path]?.lineText(line) ?? "" }
        return findings
    }

    /// Which parser reads a file; part of the syntax cache's key, since libclang reads a `.h` and
    /// a `.m` with the same bytes differently.
    enum ParserKind {
        static let swift: UInt8 = 0
        static let objcHeader: UInt8 = 1
        static let objcImplementation: UInt8 = 2
        static let objcPlusPlus: UInt8 = 3
        static let unsupported: UInt8 = 255
    }

    static func parserKind(_ path: String) -> UInt8 {
        if path.hasSuffix(".swift") { return ParserKind.swift }
        #if RIBLINT_OBJC
        if path.hasSuffix(".h") { return ParserKind.objcHeader }
        if path.hasSuffix(".m") { return ParserKind.objcImplementation }
        return ParserKind.objcPlusPlus
        #else
        return ParserKind.unsupported
        #endif
    }

    private static let directiveMarker = Array("riblint:".utf8)

    /// Whether a comment's bytes contain `riblint:`.
    static func containsDirective(_ bytes: [UInt8], _ comment: Comment) -> Bool {
        let start = Int(comment.start)
        let end = min(Int(comment.end), bytes.count)
        guard start >= 0, end - start >= directiveMarker.count else { return false }
        return directiveMarker.withUnsafeBytes { marker in
            bytes.withUnsafeBytes { all in
                ByteSearch.firstOffset(of: marker, in: UnsafeRawBufferPointer(rebasing: all[start..<end])) != nil
            }
        }
    }

    static func mergedOptions(_ description: RuleDescription, _ settings: RuleSettings?) -> [String: ConfigValue] {
        description.options.merging(settings?.options ?? [:]) { _, configured in configured }
    }

    /// What the HTML report shows of each RIB: its parts, how each requirement resolves along each
    /// path from a root, whether it is viewless or a root, its builder's summary.
    public static func ribDetails(_ model: ProjectModel) -> [String: ReportRIBDetail] {
        var dependencies: [RIBID: RIBDependencies] = [:]
        for entry in model.dependencies.entries where dependencies[entry.rib] == nil { dependencies[entry.rib] = entry }
        var details: [String: ReportRIBDetail] = [:]
        for rib in model.ribs where details[rib.name] == nil {
            let parts = rib.parts.map { ReportRIBDetail.Part(role: $0.role.rawValue, name: $0.name, location: "\($0.location.path):\($0.location.line)") }
            let requirements = (dependencies[rib.id]?.requirements ?? []).map { requirement -> ReportRIBDetail.Requirement in
                let resolutions = requirement.paths.map { path -> String in
                    let route = GraphRendering.pathText(model, path.path)
                    switch path.resolution {
                    case .provided(let location): return "\(route): provided at \(location.path):\(location.line)"
                    case .missing: return "\(route): MISSING"
                    case .typeMismatch(let location, let type): return "\(route): \(type) at \(location.path):\(location.line), another type"
                    }
                }
                let written = requirement.requirement.typeAsWritten.isEmpty ? requirement.requirement.type : requirement.requirement.typeAsWritten
                return ReportRIBDetail.Requirement(name: requirement.requirement.name, type: written,
                                                   resolutions: resolutions.isEmpty ? ["no known provider"] : resolutions)
            }
            details[rib.name] = ReportRIBDetail(isViewless: model.isViewless(rib.id), isRoot: model.tree.isRoot(rib.id), parts: parts,
                                                requirements: requirements, summary: model.builderSummary(rib.id))
        }
        return details
    }

    /// The report's `ribs` array: every RIB with its parents, children and files, sorted.
    public static func summaries(_ model: ProjectModel) -> [RIBSummary] {
        TreeRendering.summaries(model)
    }
}

/// A flag any thread may set, and read.
final class SharedFlag: @unchecked Sendable {
    private var value = false
    private let lock = NSLock()

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

#if RIBLINT_OBJC
/// libclang indexes are not to be shared between threads: each worker takes one from the pool.
final class ObjCParserPool: @unchecked Sendable {
    private var free: [ObjCParser] = []
    private let lock = NSLock()

    /// Nil when no parser can be made (libclang could not be loaded).
    func withParser<R>(_ body: (ObjCParser) -> R) -> R? {
        lock.lock()
        let reused = free.popLast()
        lock.unlock()
        guard let parser = reused ?? ObjCParser() else { return nil }
        defer {
            lock.lock()
            free.append(parser)
            lock.unlock()
        }
        return body(parser)
    }
}
#endif
