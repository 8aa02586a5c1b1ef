import Foundation
import RIBLintTestSupport
import XCTest

/// The cache end to end: a cached run reports exactly what a cold run does, any change to the
/// inputs (a file's content, the file list, rules.json) is seen, and damaged cache files are
/// ignored and rewritten. `RIBLINT_PROFILE` tells which cache answered.
final class CacheTests: XCTestCase {
    private let violation = "// riblint:disable-next-line structure/incomplete-rib\nlet answer = 42\n"
    private let errorConfig = #"{"rules": {"lint/unused-suppression": {"severity": "error"}}}"#
    private let warningConfig = #"{"rules": {"lint/unused-suppression": {"severity": "warning"}}}"#
    private var root: URL!
    private var cache: String { root.appendingPathComponent("cache").path }

    override func setUpWithError() throws {
        root = try CLIRunner.temporaryDirectory()
        try write("Sources/A.swift", violation)
        try write("Sources/B.swift", "final class Clean {}\n")
        try write("Sources/rules.json", errorConfig)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        try CLIRunner.write(text, to: path, under: root)
    }

    /// A result is only stored when every input is older than the racy window (file times can be
    /// coarse). The tests' runs set the window to 0 (`RIBLINT_CACHE_RACY_SECONDS`), so a file
    /// written before a run is old enough and no test waits on the clock.
    private func letFilesAge() {}

    private struct Run {
        var status: Int32
        var report: String
        var profile: String
        var resultHit: Bool { profile.contains("result cache: hit") }
    }

    /// `racyWindow`: how recent a change keeps the result from being stored (0 unless a test
    /// checks that rule itself).
    private func lint(_ extra: [String] = [], racyWindow: String = "0") throws -> Run {
        let output = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--cache-path", cache] + extra, in: root,
                                       environment: ["RIBLINT_PROFILE": "1", "RIBLINT_CACHE_RACY_SECONDS": racyWindow])
        // The duration is the only field a cached run may change.
        let report = output.stdout.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
        return Run(status: output.status, report: report, profile: output.stderr)
    }

    func testCachedRunsReportWhatColdRunsDoAndSeeEveryChange() throws {
        letFilesAge()
        let cold = try lint()
        XCTAssertEqual(cold.status, 1, cold.profile)
        XCTAssertTrue(cold.profile.contains("result cache: miss"), cold.profile)
        XCTAssertTrue(cold.profile.contains("0 decoded, 2 parsed"), cold.profile)
        let cached = try lint()
        XCTAssertTrue(cached.resultHit, cached.profile)
        XCTAssertFalse(cached.profile.contains("parse "), "a result hit parses nothing: \(cached.profile)")
        XCTAssertTrue(cached.profile.contains("discovery: 0 of 1 folders read again"), "no folder changed: \(cached.profile)")
        XCTAssertEqual(cached.report, cold.report)
        XCTAssertEqual(cached.status, 1)

        // An edited file: the result is recomputed, and only that file is parsed again.
        try write("Sources/B.swift", "final class Clean {}\n" + violation)
        let edited = try lint(racyWindow: "60")
        XCTAssertFalse(edited.resultHit, edited.profile)
        XCTAssertTrue(edited.profile.contains("1 decoded, 1 parsed"), edited.profile)
        XCTAssertTrue(edited.report.contains("Sources/B.swift"), edited.report)
        // The edit is newer than the racy window: its result was not stored (no file's times
        // are trusted), but what each file held was: each is read and found unchanged.
        let again = try lint(racyWindow: "60")
        XCTAssertFalse(again.resultHit, again.profile)
        XCTAssertTrue(again.profile.contains("the records show that no file the model reads changed"), again.profile)
        XCTAssertEqual(again.report, edited.report)

        // The configuration is part of the key: the same files under another rules.json.
        letFilesAge()
        XCTAssertEqual(try lint().status, 1)
        XCTAssertTrue(try lint().resultHit)
        try write("Sources/rules.json", warningConfig)
        let reconfigured = try lint()
        XCTAssertFalse(reconfigured.resultHit, reconfigured.profile)
        XCTAssertEqual(reconfigured.status, 0, "unused suppressions are warnings now")

        // A deleted file leaves the file list: its findings go.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/B.swift"))
        let deleted = try lint()
        XCTAssertFalse(deleted.resultHit, deleted.profile)
        XCTAssertTrue(deleted.profile.contains("discovery: 1 of 1 folders read again"), "only Sources changed: \(deleted.profile)")
        XCTAssertFalse(deleted.report.contains("Sources/B.swift"), deleted.report)

        // A file added to a folder: the folder is read again and the file linted.
        try write("Sources/C.swift", violation + "let other = 1\n")
        let added = try lint()
        XCTAssertFalse(added.resultHit, added.profile)
        XCTAssertTrue(added.profile.contains("1 decoded, 1 parsed"), "A.swift from the syntax cache: \(added.profile)")
        XCTAssertTrue(added.report.contains("Sources/C.swift"), added.report)
    }

    /// The model outcome is reused exactly when no relevant file changed: an edit to a file no
    /// RIB reaches reuses it, an edit to a RIB's file, a file
    /// that becomes relevant, or another configuration does not. Every report equals the report
    /// of a run without a cache over the same tree.
    /// `Sources` becomes a small RIB tree (the strong-listener fixture) with a file no RIB
    /// reaches, `Sources/Text/Strings.swift`, holding `strings`.
    private func useRIBFixture(strings: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources"))
        let fixture = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Rules/leak/strong-listener")
        try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("Sources"))
        try write("Sources/rules.json", warningConfig)
        try write("Sources/Text/Strings.swift", strings)
    }

    func testOnlyAnEditNoRIBCanSeeReusesTheModelOutcome() throws {
        try useRIBFixture(strings: "enum Strings {\n    static let title = \"Profile\"\n}\n")
        func uncached() throws -> String {
            let output = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--no-cache"], in: root)
            return output.stdout.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
        }
        func reused(_ run: Run) -> Bool { run.profile.contains("model: reused") }

        let cold = try lint()
        XCTAssertFalse(reused(cold), cold.profile)
        XCTAssertTrue(cold.report.contains("leak/strong-listener"), "the fixture's findings: \(cold.report)")
        XCTAssertEqual(cold.report, try uncached())

        // A file no RIB reaches: the outcome is reused. The edit is newer than the racy window,
        // so the result itself is not stored, but the outcome is.
        try write("Sources/Text/Strings.swift", "enum Strings {\n    static let title = \"Profile\"\n    static let done = \"Done\"\n}\n")
        let unrelated = try lint(racyWindow: "60")
        XCTAssertTrue(reused(unrelated), unrelated.profile)
        XCTAssertFalse(unrelated.profile.contains("bodies:"), "no model was built: \(unrelated.profile)")
        XCTAssertEqual(unrelated.report, try uncached())
        // Nothing changed, but every file is too recent to be trusted by its times: each is read,
        // found as the records say, and the outcome reused without a skim decoded.
        let unchanged = try lint(racyWindow: "60")
        XCTAssertTrue(unchanged.profile.contains("the records show that no file the model reads changed"), unchanged.profile)
        XCTAssertFalse(unchanged.profile.contains("syntax cache:"), unchanged.profile)
        XCTAssertEqual(unchanged.report, try uncached())
        try write("Sources/Text/Strings.swift", "enum Strings {}\n")
        let again = try lint(racyWindow: "60")
        XCTAssertTrue(reused(again), "a racy run still stores the outcome: \(again.profile)")
        XCTAssertEqual(again.report, try uncached())

        // An edit that leaves the file's skim as it was (a comment), or changes it in a way that
        // relevance would still leave the file out (a declaration no RIB reaches): the records
        // alone show that the outcome holds, and relevance does not run. One that names a RIB's
        // type makes the file relevant: the model is built again.
        try write("Sources/Text/Strings.swift", "enum Strings {}\n// a note\n")
        let commented = try lint()
        XCTAssertTrue(commented.profile.contains("the records show that no file the model reads changed"), commented.profile)
        XCTAssertFalse(commented.profile.contains("relevance:"), commented.profile)
        XCTAssertEqual(commented.report, try uncached())
        try write("Sources/Text/Strings.swift", "enum Strings {}\nenum Titles {}\n")
        let declared = try lint()
        XCTAssertTrue(declared.profile.contains("the records show that no file the model reads changed"), declared.profile)
        XCTAssertFalse(declared.profile.contains("relevance:"), declared.profile)
        XCTAssertEqual(declared.report, try uncached())
        try write("Sources/Text/Strings.swift", "enum Strings {}\nenum Titles {}\nlet probe: ProfileInteractor? = nil\n")
        let named = try lint()
        XCTAssertFalse(named.profile.contains("model: reused"), named.profile)
        XCTAssertEqual(named.report, try uncached())
        try write("Sources/Text/Strings.swift", "enum Strings {}\nenum Titles {}\n")
        XCTAssertEqual(try lint().report, try uncached())

        // The last run recorded every file older than the racy window: those are skimmed from
        // the cache without being read. An edit that keeps the size is still seen (its times).
        _ = try lint()
        let earlier = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") }.count
        let unchangedOfAll = "unchanged since the last run: \(earlier) of \(earlier + 1) files"
        try write("Sources/Text/More.swift", "enum More {}\n")
        let settled = try lint()
        XCTAssertTrue(settled.profile.contains(unchangedOfAll), settled.profile)
        XCTAssertTrue(settled.profile.contains("syntax cache: \(earlier) decoded, 1 parsed"), "only the new file is lexed: \(settled.profile)")
        XCTAssertTrue(settled.profile.contains("model: reused, no relevant file changed"), "a new file no RIB reaches: \(settled.profile)")
        XCTAssertEqual(settled.report, try uncached())
        let rootInteractor = root.appendingPathComponent("Sources/RootInteractor.swift")
        let text = try String(contentsOf: rootInteractor, encoding: .utf8)
        let sameSize = text.replacingOccurrences(of: "Root", with: "Toor")
        XCTAssertNotEqual(sameSize, text)
        XCTAssertEqual(sameSize.utf8.count, text.utf8.count)
        try sameSize.write(to: rootInteractor, atomically: false, encoding: .utf8)
        let renamed = try lint()
        XCTAssertFalse(reused(renamed), renamed.profile)
        XCTAssertTrue(renamed.profile.contains(unchangedOfAll), renamed.profile)
        XCTAssertEqual(renamed.report, try uncached())
        try text.write(to: rootInteractor, atomically: false, encoding: .utf8)

        // A RIB's own file, even by a comment: the model is built again.
        let interactor = root.appendingPathComponent("Sources/ProfileInteractor.swift")
        try (try String(contentsOf: interactor, encoding: .utf8) + "// edited\n").write(to: interactor, atomically: true, encoding: .utf8)
        let ribEdit = try lint()
        XCTAssertFalse(reused(ribEdit), ribEdit.profile)
        XCTAssertEqual(ribEdit.report, try uncached())

        // The unrelated file turns relevant (a directive): not reused, and its finding shows.
        try write("Sources/Text/Strings.swift", "enum Strings {}\n" + violation)
        let turned = try lint()
        XCTAssertFalse(reused(turned), turned.profile)
        XCTAssertTrue(turned.report.contains("Sources/Text/Strings.swift"), turned.report)
        XCTAssertEqual(turned.report, try uncached())

        // Another configuration, same files: not reused.
        try write("Sources/rules.json", errorConfig)
        let reconfigured = try lint()
        XCTAssertFalse(reconfigured.resultHit || reused(reconfigured), reconfigured.profile)
        XCTAssertEqual(reconfigured.report, try uncached())
        XCTAssertEqual(reconfigured.status, 1, "the unused suppression is an error now")
    }

    /// `--staged` runs (the pre-commit hook) keep a result of their own, keyed by the working
    /// tree and the staged content: the same staged content answers from it, and a plain run's
    /// result survives the hook. A model outcome serves both kinds of run whenever the relevant
    /// files are the same: the hook after a plain run, the next hook after staged content no RIB
    /// reaches, a plain run after the hook. A staged edit to a RIB's file is linted again, as
    /// staged, not as in the working tree. Every report equals the report of the same kind of
    /// run without a cache.
    func testStagedRunsKeepTheirOwnResultKeyedByTheStagedContent() throws {
        try useRIBFixture(strings: "enum Strings {}\n")
        _ = try CLIRunner.shell("git init -q . && git config user.email t@example.com && git config user.name t && git add -A && git commit -qm init", in: root)
        func staged() throws -> Run { try lint(["--staged"]) }
        func uncached() throws -> String {
            let output = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--no-cache", "--staged"], in: root)
            return output.stdout.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
        }
        func uncachedPlain() throws -> String {
            let output = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--no-cache"], in: root)
            return output.stdout.split(separator: "\n").filter { !$0.contains("\"durationMs\"") }.joined(separator: "\n")
        }
        func reused(_ run: Run) -> Bool { run.profile.contains("model: reused") }

        try write("Sources/Text/Strings.swift", "enum Strings {\n    static let title = \"Profile\"\n}\n")
        _ = try CLIRunner.shell("git add Sources/Text/Strings.swift", in: root)
        XCTAssertFalse(try lint().resultHit)
        let first = try staged()
        XCTAssertFalse(first.resultHit, first.profile)
        XCTAssertTrue(reused(first), "the plain run's outcome: \(first.profile)")
        XCTAssertEqual(first.report, try uncached())
        let again = try staged()
        XCTAssertTrue(again.resultHit, again.profile)
        XCTAssertEqual(again.report, first.report)
        XCTAssertTrue(try lint().resultHit, "the hook left the plain run's result alone")

        // Other staged content of the file no RIB reaches: the last staged outcome holds, shown
        // by the records alone (the staged bytes against the recorded hash, the new skim), as
        // for a plain run.
        try write("Sources/Text/Strings.swift", "enum Strings {\n    static let done = \"Done\"\n}\n")
        _ = try CLIRunner.shell("git add Sources/Text/Strings.swift", in: root)
        let other = try staged()
        XCTAssertFalse(other.resultHit, other.profile)
        XCTAssertTrue(other.profile.contains("the records show that no file the model reads changed"), other.profile)
        XCTAssertEqual(other.report, try uncached())
        // Staged content that names a RIB's type makes the file relevant: the model runs.
        try write("Sources/Text/Strings.swift", "enum Strings {}\nlet probe: ProfileInteractor? = nil\n")
        _ = try CLIRunner.shell("git add Sources/Text/Strings.swift", in: root)
        let named = try staged()
        XCTAssertFalse(reused(named), named.profile)
        XCTAssertEqual(named.report, try uncached())

        // A RIB's file staged with an unused suppression, its working copy clean again: the
        // staged content is linted and reported, the key tells it from the clean one.
        let interactor = root.appendingPathComponent("Sources/ProfileInteractor.swift")
        let clean = try String(contentsOf: interactor, encoding: .utf8)
        try (clean + violation).write(to: interactor, atomically: true, encoding: .utf8)
        _ = try CLIRunner.shell("git add Sources/ProfileInteractor.swift", in: root)
        try clean.write(to: interactor, atomically: true, encoding: .utf8)
        let ribEdit = try staged()
        XCTAssertFalse(ribEdit.resultHit || reused(ribEdit), ribEdit.profile)
        let suppressionInInteractor = #""rule": "lint/unused-suppression", "severity": "warning", "file": "Sources/ProfileInteractor.swift""#
        XCTAssertTrue(ribEdit.report.contains(suppressionInInteractor), ribEdit.report)
        XCTAssertEqual(ribEdit.report, try uncached())
        // The working copy made what was staged: a plain run reuses the hook's outcome and
        // reports every file's findings, not the staged files' only.
        try (clean + violation).write(to: interactor, atomically: true, encoding: .utf8)
        let plain = try lint()
        XCTAssertTrue(reused(plain), plain.profile)
        XCTAssertEqual(plain.report, try uncachedPlain())
        XCTAssertTrue(plain.report.contains(#""rule": "leak/strong-listener""#), plain.report)
        try clean.write(to: interactor, atomically: true, encoding: .utf8)
        _ = try CLIRunner.shell("git add Sources/ProfileInteractor.swift", in: root)
        let unstaged = try staged()
        XCTAssertFalse(unstaged.resultHit, unstaged.profile)
        XCTAssertFalse(unstaged.report.contains(suppressionInInteractor), unstaged.report)
        XCTAssertEqual(unstaged.report, try uncached())
    }

    func testDamagedCacheFilesAreIgnoredAndRewritten() throws {
        letFilesAge()
        let cold = try lint()
        let files = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
        XCTAssertEqual(files.count, 3, "\(files)")
        XCTAssertTrue(files[0].hasPrefix("folders-") && files[1].hasPrefix("result-") && files[2].hasPrefix("syntax-"), "\(files)")
        let damages: [(String, (Data) -> Data)] = [
            ("garbage", { _ in Data("garbage".utf8) }),
            ("truncated", { $0.prefix($0.count / 2) }),
            ("flipped", { var data = $0; data[data.count / 2] ^= 0x01; return data }),
            ("empty", { _ in Data() }),
        ]
        for (name, damage) in damages {
            for file in files {
                let url = URL(fileURLWithPath: cache).appendingPathComponent(file)
                try damage(try Data(contentsOf: url)).write(to: url)
            }
            let run = try lint()
            XCTAssertFalse(run.resultHit, "\(name): \(run.profile)")
            XCTAssertTrue(run.profile.contains("0 decoded, 2 parsed"), "\(name): \(run.profile)")
            XCTAssertEqual(run.report, cold.report, name)
            XCTAssertEqual(run.status, cold.status, name)
            let healed = try lint()
            XCTAssertTrue(healed.resultHit, "\(name): rewritten cache is used again: \(healed.profile)")
            XCTAssertEqual(healed.report, cold.report, name)
        }
    }

    func testNoCacheWritesNothingAndAnUnusableCacheFolderIsOnlyANotice() throws {
        let disabled = try lint(["--no-cache"])
        XCTAssertEqual(disabled.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "--no-cache creates no cache folder")
        XCTAssertFalse(disabled.profile.contains("result cache"), disabled.profile)

        // A cache path that is a file: the run still lints, and says why it did not cache.
        try write("cache", "not a folder")
        let blocked = try lint()
        XCTAssertEqual(blocked.status, 1)
        XCTAssertTrue(blocked.profile.contains("riblint: cache disabled:"), blocked.profile)
        XCTAssertEqual(blocked.report, disabled.report)
    }

    func testTheDefaultCacheLivesInDotBuildOrTheUserCacheFolder() throws {
        let home = root.appendingPathComponent("home").path
        let viaUserFolder = try CLIRunner.run(["lint", "Sources"], in: root, environment: ["XDG_CACHE_HOME": home])
        XCTAssertEqual(viaUserFolder.status, 1, viaUserFolder.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home + "/riblint").filter { $0.hasPrefix("syntax-") }.count, 1)

        // A SwiftPM package: its own .build folder, and nothing new beside the sources.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/.build"), withIntermediateDirectories: true)
        let before = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted()
        let package = try CLIRunner.run(["lint"], in: root.appendingPathComponent("Sources"), environment: ["XDG_CACHE_HOME": home])
        XCTAssertEqual(package.status, 1, package.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/.build/riblint-cache").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted(), before)
    }
}
