import Foundation
import RIBLintTestSupport
import XCTest

/// The command line end to end, through the built executable: exit statuses, configuration
/// errors, reporters, determinism across --jobs, baseline, --staged and install-hook.
///
/// The violation used throughout is a suppression that suppresses nothing
/// (`lint/unused-suppression`): it needs no particular rule, and a project's rules.json can turn
/// it into an error.
final class CommandLineTests: XCTestCase {
    private let violation = "// riblint:disable-next-line structure/incomplete-rib\nlet answer = 42\n"
    private let errorConfig = #"{"rules": {"lint/unused-suppression": {"severity": "error"}}}"#

    private func project(_ files: [String: String]) throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    func testVersionAndHelp() throws {
        let version = try CLIRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0.1.0")
        let help = try CLIRunner.run(["--help"])
        XCTAssertEqual(help.status, 0)
        for command in ["lint", "tree", "graph", "rules", "explain", "baseline", "install-hook"] {
            XCTAssertTrue(help.stdout.contains(command), "help lists \(command)")
        }
    }

    func testUsageAndIOErrorsExitWithTwo() throws {
        let root = try project(["A.swift": "let a = 1\n"])
        XCTAssertEqual(try CLIRunner.run(["lint", "--no-such-flag"], in: root).status, 2)
        XCTAssertEqual(try CLIRunner.run(["lint", "--reporter", "xml"], in: root).status, 2)
        let missing = try CLIRunner.run(["lint", "does-not-exist"], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("does-not-exist"), missing.stderr)
        XCTAssertEqual(try CLIRunner.run(["explain", "leak/no-such-rule"], in: root).status, 2)
    }

    func testBrokenConfigurationExitsWithTwoAndNamesFileAndKey() throws {
        let cases: [(String, [String])] = [
            ("{ \"rules\": ", ["rules.json"]),
            (#"{"rulez": {}}"#, ["rules.json", "rulez"]),
            (#"{"rules": {"lint/unused-suppression": {"severity": "fatal"}}}"#, ["rules.json", "lint/unused-suppression", "severity"]),
            (#"{"rules": {"leak/no-such-rule": {"enabled": false}}}"#, ["rules.json", "leak/no-such-rule"]),
            (#"{"exclude": "Pods"}"#, ["rules.json", "exclude"]),
        ]
        for (config, mentions) in cases {
            let root = try project(["A.swift": "let a = 1\n", "rules.json": config])
            let output = try CLIRunner.run(["lint"], in: root)
            XCTAssertEqual(output.status, 2, "\(config): \(output.stderr)")
            for word in mentions {
                XCTAssertTrue(output.stderr.contains(word), "\(config): message should name \(word): \(output.stderr)")
            }
        }
        let root = try project(["A.swift": "let a = 1\n", "custom.json": "[1, 2"])
        let output = try CLIRunner.run(["lint", "--config", "custom.json"], in: root)
        XCTAssertEqual(output.status, 2)
        XCTAssertTrue(output.stderr.contains("custom.json"), output.stderr)
    }

    func testExitStatusFollowsSeverityAndStrict() throws {
        let warningOnly = try project(["A.swift": violation])
        let plain = try CLIRunner.run(["lint"], in: warningOnly)
        XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("A.swift:1:1: warning: "), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("[lint/unused-suppression]"), plain.stdout)
        XCTAssertEqual(try CLIRunner.run(["lint", "--strict"], in: warningOnly).status, 1)

        let failing = try project(["A.swift": violation, "rules.json": errorConfig])
        let output = try CLIRunner.run(["lint"], in: failing)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("A.swift:1:1: error: "), output.stdout)

        let clean = try project(["A.swift": "let a = 1\n"])
        XCTAssertEqual(try CLIRunner.run(["lint", "--strict"], in: clean).status, 0)
    }

    func testBinaryAndMalformedFilesDoNotCrash() throws {
        var bytes = [UInt8](repeating: 0, count: 4096)
        for index in bytes.indices { bytes[index] = UInt8((index * 7919) % 256) }
        let root = try project(["Broken.swift": "class A { func f( { \"unterminated\n", "Fine.swift": "let a = 1\n"])
        try Data(bytes).write(to: root.appendingPathComponent("Binary.swift"))
        let output = try CLIRunner.run(["lint", "--reporter", "json"], in: root)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("\"files\": 3"), output.stdout)
    }

    func testJSONReportIsIdenticalForAnyJobs() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["Module\(index % 4)/File\(index).swift"] = violation + "let value\(index) = \(index)\n" }
        let root = try project(files)
        var reports: [String] = []
        for jobs in ["1", "2", "8"] {
            let output = try CLIRunner.run(["lint", "--reporter", "json", "--jobs", jobs], in: root)
            XCTAssertEqual(output.status, 0)
            reports.append(output.stdout.replacingOccurrences(of: #""durationMs": \d+"#, with: "", options: .regularExpression))
        }
        XCTAssertEqual(reports[0], reports[1])
        XCTAssertEqual(reports[0], reports[2])
        let json = try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any]
        let findings = json?["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.count, 40)
        let files_ = findings.compactMap { $0["file"] as? String }
        XCTAssertEqual(files_, files_.sorted(), "findings are sorted by file")
    }

    func testOutputFileIsWrittenWhole() throws {
        let root = try project(["A.swift": violation])
        let output = try CLIRunner.run(["lint", "--reporter", "sarif", "--output", "out/report.sarif"], in: root)
        XCTAssertEqual(output.status, 2, "the output folder does not exist: an I/O error")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        XCTAssertEqual(try CLIRunner.run(["lint", "--reporter", "sarif", "--output", "out/report.sarif"], in: root).status, 0)
        let contents = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path)
        XCTAssertEqual(contents, ["report.sarif"], "no temporary file is left behind")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/report.sarif"))) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
    }

    func testBaselineSurvivesUnrelatedEditsAndCatchesNewFindings() throws {
        let root = try project(["A.swift": violation, "rules.json": errorConfig])
        let record = try CLIRunner.run(["baseline", "--output", "baseline.json"], in: root)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertEqual(try CLIRunner.run(["lint", "--baseline", "baseline.json"], in: root).status, 0)

        // Unrelated lines above the finding: same fingerprint, still baselined.
        try ("import Foundation\n\n// a comment\n" + violation).write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let shifted = try CLIRunner.run(["lint", "--baseline", "baseline.json", "--reporter", "json"], in: root)
        XCTAssertEqual(shifted.status, 0, shifted.stdout)
        XCTAssertTrue(shifted.stdout.contains("\"findings\": []"), shifted.stdout)

        // A new finding is reported.
        try ("import Foundation\n\n// a comment\n" + violation + "// riblint:disable-line rx/upward-subscription\nlet more = 1\n")
            .write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let added = try CLIRunner.run(["lint", "--baseline", "baseline.json"], in: root)
        XCTAssertEqual(added.status, 1)
        XCTAssertTrue(added.stdout.contains("A.swift:6:"), added.stdout)
        XCTAssertFalse(added.stdout.contains("A.swift:4:"), added.stdout)
    }

    func testStagedLintsStagedContentOnly() throws {
        let root = try project(["rules.json": errorConfig, "Clean.swift": "let a = 1\n"])
        try CLIRunner.shell("git init -q . && git config user.email t@example.com && git config user.name t && git add -A && git commit -qm init", in: root)

        // The violation exists only in the unstaged working copy: the hook passes.
        try violation.write(to: root.appendingPathComponent("Clean.swift"), atomically: true, encoding: .utf8)
        let unstaged = try CLIRunner.run(["lint", "--staged"], in: root)
        XCTAssertEqual(unstaged.status, 0, unstaged.stdout + unstaged.stderr)

        // Staged, it fails; a clean working copy over a staged violation still fails.
        try CLIRunner.shell("git add Clean.swift", in: root)
        try "let a = 1\n".write(to: root.appendingPathComponent("Clean.swift"), atomically: true, encoding: .utf8)
        let staged = try CLIRunner.run(["lint", "--staged"], in: root)
        XCTAssertEqual(staged.status, 1, staged.stdout + staged.stderr)
        XCTAssertTrue(staged.stdout.contains("Clean.swift:1:1: error:"), staged.stdout)

        // Other files are context, not reported, even when they violate.
        try CLIRunner.shell("git reset -q && git checkout -q Clean.swift", in: root)
        try violation.write(to: root.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        try "let b = 2\n".write(to: root.appendingPathComponent("Staged.swift"), atomically: true, encoding: .utf8)
        try CLIRunner.shell("git add Staged.swift", in: root)
        XCTAssertEqual(try CLIRunner.run(["lint", "--staged"], in: root).status, 0)

        // A staged deletion has nothing to lint.
        try CLIRunner.shell("git commit -qm more && git rm -q Staged.swift", in: root)
        XCTAssertEqual(try CLIRunner.run(["lint", "--staged"], in: root).status, 0)
    }

    /// Staged content is read in one batch whatever the number of files: with 2,000 staged files
    /// (more object names than a pipe holds at once) each is linted as staged, not as its working
    /// copy, and a staged file under a name with spaces and non-ASCII letters too.
    func testManyStagedFilesAreEachReadAsStaged() throws {
        var files = ["rules.json": errorConfig]
        for index in 0..<2_000 { files["Sources/F\(index).swift"] = "let v\(index) = \(index)\n" }
        files["Sources/Ünïcode name.swift"] = "let w = 1\n"
        let root = try project(files)
        try CLIRunner.shell("git init -q . && git config user.email t@example.com && git config user.name t && git add -A && git commit -qm init", in: root)
        for name in files.keys where name.hasSuffix(".swift") {
            try violation.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try CLIRunner.shell("git add -A", in: root)
        for (name, text) in files where name.hasSuffix(".swift") {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let staged = try CLIRunner.run(["lint", "--staged", "--no-cache"], in: root, timeout: 300)
        XCTAssertEqual(staged.status, 1, staged.stderr)
        let reported = staged.stdout.split(separator: "\n").filter { $0.contains("[lint/unused-suppression]") }
        XCTAssertEqual(reported.count, 2_001, String(staged.stdout.suffix(300)))
        XCTAssertTrue(staged.stdout.contains("Sources/F1999.swift:1:1: error:"), String(staged.stdout.prefix(300)))
        XCTAssertTrue(staged.stdout.contains("Sources/Ünïcode name.swift:1:1: error:"), String(staged.stdout.prefix(300)))
    }

    func testInstallHookWritesAnExecutableHookAndRespectsForeignHooks() throws {
        let root = try project(["A.swift": "let a = 1\n"])
        try CLIRunner.shell("git init -q .", in: root)
        let installed = try CLIRunner.run(["install-hook"], in: root)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        let hook = root.appendingPathComponent(".git/hooks/pre-commit")
        let text = try String(contentsOf: hook, encoding: .utf8)
        XCTAssertTrue(text.contains("lint --staged"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook.path))
        XCTAssertEqual(try CLIRunner.run(["install-hook"], in: root).status, 0, "its own hook is rewritten")

        try "#!/bin/sh\necho mine\n".write(to: hook, atomically: true, encoding: .utf8)
        let refused = try CLIRunner.run(["install-hook"], in: root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--force"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: hook, encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertEqual(try CLIRunner.run(["install-hook", "--force"], in: root).status, 0)
        XCTAssertTrue(try String(contentsOf: hook, encoding: .utf8).contains("lint --staged"))
    }

    func testPreCommitFrameworkManifestNamesAnExistingEntry() throws {
        let text = try String(contentsOf: FixtureProjects.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        // The manifest is a YAML list of hooks; read the keys of its one hook.
        var keys: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            keys[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(keys["id"], "riblint")
        XCTAssertEqual(keys["language"], "swift")
        let entry = try XCTUnwrap(keys["entry"]).split(separator: " ").map(String.init)
        XCTAssertEqual(entry.first, "riblint")
        XCTAssertEqual(try CLIRunner.run(Array(entry.dropFirst()) + ["--help"]).status, 0, "the entry's subcommand and flags exist")
    }

    func testRulesListsEveryRuleAndExplainWorks() throws {
        let output = try CLIRunner.run(["rules"])
        XCTAssertEqual(output.status, 0)
        XCTAssertTrue(output.stdout.contains("lint/unused-suppression"))
        let explain = try CLIRunner.run(["explain", "lint/unused-suppression"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.contains("suppress"), explain.stdout)
    }
}
