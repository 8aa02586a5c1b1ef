import Foundation
import RIBLintCache
import RIBLintCore
import RIBLintDriver
import RIBLintLexer
import RIBLintModel
import RIBLintTestSupport
import XCTest

/// `SourceInput.onDisk`: the linter reads each file when it lexes it. A file that matters to no
/// RIB keeps no bytes; one that turns out to matter is read again; one that cannot be read is a
/// read failure for the caller, never a crash.
final class ReadWhenLexedTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return root
    }

    func testAFileThatCannotBeReadIsAReadFailureAndTheOthersAreLinted() throws {
        // The helper comes first: skimmed before any file shows RIBs, it must be read again.
        let root = try folder([
            "AHelper.swift": "final class Helper { func run() {} }\n",
            "BRootInteractor.swift": """
                import RIBs
                protocol RootListener: AnyObject {}
                final class RootInteractor: Interactor {
                    var listener: RootListener?
                    let helper = Helper()
                }

                """,
        ])
        let paths = ["AHelper.swift", "BRootInteractor.swift"].map { root.appendingPathComponent($0).path }
        let missing = root.appendingPathComponent("Gone.swift").path
        let configuration = try Project.configuration(paths: [root.path], configPath: nil)
        let inMemory = try paths.map { SourceInput(path: $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let expected = Linter.lint(inMemory, configuration: configuration, modules: ModuleMap(defaultModule: "App"), jobs: 1)
        let result = Linter.lint(paths.map(SourceInput.onDisk) + [.onDisk(missing)], configuration: configuration,
                                 modules: ModuleMap(defaultModule: "App"), jobs: 2)
        XCTAssertEqual(result.readFailures.map(\.path), [missing])
        XCTAssertTrue(result.readFailures[0].problem.hasPrefix("cannot read:"), result.readFailures[0].problem)
        XCTAssertEqual(result.fileCount, 2)
        XCTAssertEqual(result.lineCount, expected.lineCount)
        XCTAssertFalse(expected.findings.isEmpty, "the interactor's strong listener should be found")
        XCTAssertEqual(result.findings, expected.findings)
        XCTAssertEqual(result.ribs, expected.ribs)
    }

    /// A file known unchanged since the last run (`knownContent`) is skimmed from the cache, and
    /// its skim's hash, which the last run recorded (`knownSkim`), is taken back instead of hashed
    /// again. What the run reports for the next run's records is then what hashing would give:
    /// the same contents as a run that read and hashed every file.
    func testARecordedSkimHashIsTakenBackOnlyForTheContentItWasRecordedFor() throws {
        let root = try folder([
            "Helper.swift": "final class Helper { func run() {} }\n",
            "RootInteractor.swift": "import RIBs\nfinal class RootInteractor: Interactor {\n    let helper = Helper()\n}\n",
            "Strings.swift": "enum Strings {}\n",
        ])
        let paths = ["Helper.swift", "RootInteractor.swift", "Strings.swift"].map { root.appendingPathComponent($0).path }
        let configuration = try Project.configuration(paths: [root.path], configPath: nil)
        let packPath = root.appendingPathComponent("syntax.pack").path
        func run(_ sources: [SourceInput]) throws -> LintResult {
            let cache = SyntaxCache(path: packPath, identity: "test")
            let result = Linter.lint(sources, configuration: configuration, modules: ModuleMap(defaultModule: "App"), jobs: 2,
                                     syntaxCache: cache)
            try cache.save()
            return result
        }
        let first = try run(paths.map(SourceInput.onDisk))
        XCTAssertEqual(first.contents.compactMap { $0?.skim }.count, 3, "every file's skim hashed: \(first.contents)")
        // Known, with the hashes the first run recorded: the same contents come back.
        func known(_ recorded: (Int) -> ContentHash?) -> [SourceInput] {
            paths.indices.map { index in
                var source = SourceInput.onDisk(paths[index])
                source.knownContent = (first.contents[index]!.content, first.contents[index]!.lineCount)
                source.knownSkim = recorded(index)
                return source
            }
        }
        XCTAssertEqual(try run(known { first.contents[$0]!.skim }).contents, first.contents)
        // A recorded hash counts only when the skim came from the cache entry of the content it was
        // recorded with: a file whose known content the cache does not hold is read, skimmed and
        // hashed afresh.
        try "enum Strings {}\nenum Titles {}\n".write(toFile: paths[2], atomically: true, encoding: .utf8)
        let stale = ContentHash(high: 1, low: 2)
        var sources = known { first.contents[$0]!.skim }
        sources[2].knownContent = (ContentHash(high: 9, low: 9), 1)
        sources[2].knownSkim = stale
        let edited = try run(sources)
        let plain = try run(paths.map(SourceInput.onDisk))
        XCTAssertEqual(edited.contents, plain.contents)
        XCTAssertNotEqual(edited.contents[2]?.skim, stale)
        XCTAssertNotEqual(edited.contents[2]?.skim, first.contents[2]?.skim, "a new declaration changes the skim")
    }

    func testReadProblemsEndTheRunButATooLargeFileIsANotice() {
        let tooLarge = FileIOError(path: "Big.swift", problem: "too large: 9 bytes", kind: .tooLarge)
        XCTAssertEqual(try Project.readProblems([tooLarge]), ["Big.swift: skipped: too large: 9 bytes"])
        let gone = FileIOError(path: "Gone.swift", problem: "cannot read: No such file or directory")
        XCTAssertThrowsError(try Project.readProblems([tooLarge, gone, gone])) { error in
            XCTAssertEqual("\(error)", "Gone.swift: cannot read: No such file or directory (and 1 more files)")
        }
        // With staged content, files on disk are context: one that cannot be read is left out.
        XCTAssertEqual(try Project.readProblems([gone, tooLarge], onlyContext: true), ["Big.swift: skipped: too large: 9 bytes"])
    }

    /// Through the real pipeline, on `Fixtures/Relevance`: the files marked `// relevance: needed`
    /// get their AST and no other, whether the linter reads them or is given their bytes, on one
    /// thread or two. Files whose bytes show they cannot matter are left unlexed at first, and
    /// lexed after all when another file shows RIBs (a RIB may name what they declare).
    func testExactlyTheFilesRelevanceNeedsAreParsed() throws {
        let root = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Relevance")
        var checked = 0
        for folder in ["released-bytes", "rib-app", "vendored-framework", "web-server"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            let paths = names.map { directory.appendingPathComponent($0).path }
            let texts = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
            let needed = Set(zip(paths, texts).filter { $0.1.hasPrefix("// relevance: needed") }.map(\.0))
            for onDisk in [false, true] {
                for jobs in [1, 2] {
                    let inputs = zip(paths, texts).map { path, text in onDisk ? SourceInput.onDisk(path) : SourceInput(path: path, bytes: Array(text.utf8)) }
                    let parsed = Linter.parse(inputs, jobs: jobs, cache: nil, relevance: .default)
                    XCTAssertEqual(Set(parsed.files.map(\.source.path)), needed, "\(folder), on disk: \(onDisk), jobs: \(jobs)")
                    XCTAssertTrue(parsed.files.allSatisfy { !$0.isSkimOnly && !$0.source.bytes.isEmpty }, folder)
                    XCTAssertEqual(parsed.fileCount, paths.count, folder)
                    XCTAssertEqual(parsed.lineCount, texts.reduce(0) { $0 + SourceBuffer.textLineCount(of: Array($1.utf8)) }, folder)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 16)
    }

    /// A file read from disk that shows no RIBs and holds no directive lets its bytes go once it
    /// is parsed (`SourceBuffer.released`). Its builder construction is still known (the host
    /// builds the profile RIB: the unfulfilled requirement's message names what it hands over),
    /// a rule that reads it again reports the same line, and the run equals one given every
    /// file's bytes.
    func testReleasedFilesKeepTheirFactsAndFindings() throws {
        let directory = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Relevance/released-bytes")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        let paths = names.map { directory.appendingPathComponent($0).path }
        let parsed = Linter.parse(paths.map(SourceInput.onDisk), jobs: 2, cache: nil, relevance: .default)
        let released = Set(parsed.files.filter(\.source.isReleased).map { URL(fileURLWithPath: $0.source.path).lastPathComponent })
        // `ProfileInteractor.swift` imports no RIBs module but declares a RIB part: it keeps its bytes.
        XCTAssertEqual(released, ["AvatarStore.swift", "SampleHost.swift"])
        XCTAssertTrue(parsed.files.contains { $0.source.path.hasSuffix("ProfileInteractor.swift") })
        XCTAssertEqual(parsed.files.first { $0.source.path.hasSuffix("SampleHost.swift") }?.byteFacts, [.writesBuilderConstruction])
        let readLate = try FixtureProjects.check(directory.path, jobs: 2, readWhenLexed: true)
        let given = try FixtureProjects.check(directory.path, jobs: 2)
        XCTAssertEqual(readLate.differences, [])
        XCTAssertEqual(readLate.findings, given.findings)
        XCTAssertEqual(readLate.ribs, given.ribs)
        XCTAssertEqual(readLate.findings.map(\.rule).sorted(), ["di/unfulfilled-dependency", "leak/self-capture-in-stored-closure"])
        let unfulfilled = readLate.findings.first { $0.rule == "di/unfulfilled-dependency" }
        XCTAssertTrue(unfulfilled?.message.contains("built outside the tree with `HostComponent`") == true, unfulfilled?.message ?? "none")
    }

    /// A run that knows a file unchanged since the last (`knownContent`, `knownSize`) decodes the
    /// AST of a file whose bytes it would let go without reading it; the findings are the same.
    /// If the file changed after all, the phase that reads it finds out: a notice, and the
    /// outcome is not kept.
    func testUnchangedReleasedFilesAreDecodedUnreadAndChecked() throws {
        let fixture = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Relevance/released-bytes")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.path).filter { $0.hasSuffix(".swift") }.sorted()
        let root = try folder(Dictionary(uniqueKeysWithValues: try names.map {
            ($0, try String(contentsOf: fixture.appendingPathComponent($0), encoding: .utf8))
        }))
        let paths = names.map { root.appendingPathComponent($0).path }
        let configuration = try Project.configuration(paths: [root.path], configPath: nil)
        let packPath = root.appendingPathComponent("syntax.pack").path
        func run(_ sources: [SourceInput]) throws -> LintResult {
            let cache = SyntaxCache(path: packPath, identity: "test")
            let result = Linter.lint(sources, configuration: configuration, modules: ModuleMap(defaultModule: "App"), jobs: 2,
                                     syntaxCache: cache, salt: ModelOutcome.Salt(ContentHash(high: 1, low: 1)))
            try cache.save()
            return result
        }
        let first = try run(paths.map(SourceInput.onDisk))
        XCTAssertEqual(first.findings.count, 2)
        func known() throws -> [SourceInput] {
            try paths.indices.map { index in
                var source = SourceInput.onDisk(paths[index])
                source.knownContent = (first.contents[index]!.content, first.contents[index]!.lineCount)
                source.knownSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: paths[index])[.size] as? Int)
                return source
            }
        }
        let sources = try known()
        let cache = SyntaxCache(path: packPath, identity: "test")
        let parsed = Linter.parse(sources, jobs: 2, cache: cache, relevance: .default)
        let unread = parsed.files.filter(\.source.isReleased).map { URL(fileURLWithPath: $0.source.path).lastPathComponent }
        XCTAssertEqual(Set(unread), ["AvatarStore.swift", "SampleHost.swift"])
        XCTAssertEqual(parsed.files.first { $0.source.path.hasSuffix("SampleHost.swift") }?.byteFacts, [.writesBuilderConstruction])
        let second = try run(sources)
        XCTAssertEqual(second.findings, first.findings)
        XCTAssertEqual(second.ribs, first.ribs)
        XCTAssertNotNil(second.outcome)
        // Edited on disk after the run took its stamps: the rule that reads the class again sees it.
        let avatar = paths.first { $0.hasSuffix("AvatarStore.swift") }!
        let text = try String(contentsOfFile: avatar, encoding: .utf8)
        try text.replacingOccurrences(of: "removeAll()", with: "removeLast()").write(toFile: avatar, atomically: true, encoding: .utf8)
        let raced = try run(sources)
        XCTAssertTrue(raced.notices.contains { $0.hasSuffix("AvatarStore.swift: changed while riblint read it; its findings may be off: run again") },
                      "\(raced.notices)")
        XCTAssertNil(raced.outcome, "an outcome computed from a file that changed is not kept")
    }
}
