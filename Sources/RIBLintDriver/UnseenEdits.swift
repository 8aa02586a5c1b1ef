import RIBLintAST
import RIBLintCache
import RIBLintCore
import RIBLintLexer
import RIBLintModel

extension Linter {
    /// The most changed files the shortcut below reads: past that, the regular path (every skim
    /// from the cache) costs no more.
    static let unseenEditLimit = 64

    /// The last run's outcome for this run, found from the last run's file records alone, when
    /// every file that changed since is one the model did not read and relevance would still
    /// leave out: its skim is the one relevance saw then, or one with which it stays out
    /// (`FileRelevance.staysIrrelevant`, against the names the last relevance decided by).
    /// Relevance, which depends on the skims alone, would then find the same relevant files, and
    /// those did not change, so the outcome is the one `Linter.lint` would reuse. Only the
    /// changed files are read (and a changed Swift file lexed and skimmed); no other skim is
    /// decoded and relevance does not run. Nil when that cannot be shown: another file list, a
    /// relevant file changed, a file that may turn relevant, a file that cannot be read, too many
    /// changed files, or other inputs (`salt`, reporting) than the outcome's.
    ///
    /// `records` gives the last run's record of each source (of `earlierFileCount` it made), and
    /// `settled` the `stat` of each source that did not change within the racy window (nil for
    /// one that did, which counts as changed), both in the order of `sources`. A source given in
    /// memory (staged content) counts as changed and is compared by its bytes.
    static func reuseAfterUnseenEdits(_ sources: [SourceInput], records: [RunCache.FileRecord?], earlierFileCount: Int,
                                      settled: [RunCache.FileStat?], salt: ModelOutcome.Salt,
                                      earlier: StoredOutcome, jobs: Int) -> LintResult? {
        guard earlierFileCount == sources.count, records.count == sources.count, settled.count == sources.count else { return nil }
        var known: [RunCache.FileRecord] = []
        known.reserveCapacity(sources.count)
        var changed: [Int] = []
        for index in sources.indices {
            guard let record = records[index] else { return nil }
            known.append(record)
            if !sources[index].isOnDisk || settled[index] != record.stat {
                changed.append(index)
                if changed.count > unseenEditLimit { return nil }
            }
        }
        let rechecked: [RunCache.FileRecord?] = parallelMap(changed, jobs: jobs) { index in
            let record = known[index]
            let source = sources[index]
            guard let bytes = source.isOnDisk ? try? FileIO.read(record.path, limit: FileIO.sourceSizeLimit) : source.bytes else { return nil }
            var now = record
            now.stat = source.isOnDisk ? settled[index] ?? .untrusted : .untrusted
            now.content = ContentHash.of(bytes)
            guard now.content != record.content else { return now }
            // What the model read changed, or what relevance saw may have.
            guard !record.isRelevant, let skim = record.skim, parserKind(record.path) == ParserKind.swift else { return nil }
            let fresh = TokenScratch.borrow { scratch in
                Lexer.withTokens(bytes, scratch: scratch) { tokens, comments, _ in Skimmer.skim(bytes, tokens: tokens, comments: comments) }
            }
            // The same skim, or one with which relevance would still leave the file out.
            now.skim = SyntaxCodec.skimHash(fresh)
            guard now.skim == skim || earlier.relevanceNames.map({ FileRelevance.staysIrrelevant(fresh, names: $0) }) == true else {
                return nil
            }
            now.lineCount = SourceBuffer.textLineCount(of: bytes)
            return now
        }
        for (index, record) in zip(changed, rechecked) {
            guard let record else { return nil }
            known[index] = record
        }
        let relevantKeys = known.filter(\.isRelevant).map { record in
            (path: record.path, key: Optional(SyntaxCache.Key(content: record.content, kind: parserKind(record.path))))
        }
        guard ModelOutcome.inputs(salt: salt, files: relevantKeys) == earlier.inputs else { return nil }
        let reported = Set(sources.filter(\.isReported).map(\.path))
        let shown = earlier.outcome.reported(by: reported.contains)
        var result = LintResult(findings: shown.findings, ribs: earlier.outcome.ribs, fileCount: sources.count,
                                lineCount: known.reduce(0) { $0 + $1.lineCount }, durationMs: 0, notices: shown.notices)
        result.outcome = earlier
        result.contents = known.map { SourceContent(content: $0.content, lineCount: $0.lineCount, skim: $0.skim, isRelevant: $0.isRelevant) }
        return result
    }
}
