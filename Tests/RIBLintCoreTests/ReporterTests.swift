import Foundation
import RIBLintCore
import RIBLintReport
import XCTest

final class ReporterTests: XCTestCase {
    private let findings = [
        Finding(rule: "rx/child-exposes-stream", severity: .warning, file: "App/Root/RootRouter.swift", line: 12, column: 9,
                message: "RootRouting exposes the stream `state`; expose a listener method instead", rib: "Root",
                fingerprint: "1111111111111111"),
        Finding(rule: "lifecycle/unconfined-subscription", severity: .error, file: "App/LoggedIn/LoggedInInteractor.swift", line: 31,
                column: 9, message: "the subscription to `scores` is never disposed; chain `disposeOnDeactivate(interactor: self)`",
                rib: "LoggedIn", fingerprint: "2222222222222222"),
        Finding(rule: "di/dependency-type-mismatch", severity: .error, file: "App/LoggedIn/LoggedInBuilder.swift", line: 4, column: 9,
                message: "`stream` is `ScoreStream` here but `MutableScoreStream` in RootComponent", rib: "LoggedIn",
                fingerprint: "3333333333333333",
                related: [RelatedLocation(file: "App/Root/RootComponent.swift", line: 8, column: 9, message: "provided here")]),
        Finding(rule: "di/unused-dependency", severity: .info, file: "App/LoggedIn/LoggedInBuilder.swift", line: 5, column: 9,
                message: "`player2Name` is never read", rib: nil, fingerprint: "4444444444444444"),
    ]

    private var input: ReportInput {
        ReportInput(findings: findings, summary: ReportSummary(files: 12, lines: 3400, ribs: 2, durationMs: 87),
                    ribs: [ReportRIB(name: "Root", parents: [], children: ["LoggedIn"], files: ["App/Root/RootBuilder.swift"]),
                           ReportRIB(name: "LoggedIn", parents: ["Root"], children: [], files: ["App/LoggedIn/LoggedInBuilder.swift"])],
                    rules: specRules, toolVersion: "0.1.0")
    }

    /// `--statistics`: a line per rule, most findings first, then by rule id; the summary last.
    func testStatisticsCountFindingsPerRuleMostFirst() {
        let repeated = findings + [findings[1], findings[1], findings[3]]
        let input = ReportInput(findings: repeated, summary: ReportSummary(files: 12, lines: 3400, ribs: 2, durationMs: 87),
                                rules: specRules, toolVersion: "0.1.0")
        XCTAssertEqual(TextReporter().statistics(input), """
        3  error    lifecycle/unconfined-subscription  summary of lifecycle/unconfined-subscription
        2  info     di/unused-dependency               summary of di/unused-dependency
        1  error    di/dependency-type-mismatch        summary of di/dependency-type-mismatch
        1  warning  rx/child-exposes-stream            summary of rx/child-exposes-stream
        4 errors, 1 warning, 2 infos in 12 files

        """)
    }

    func testTextReporterPrintsTheCompilerFormatAndASummary() {
        XCTAssertEqual(TextReporter().render(input), """
        App/LoggedIn/LoggedInBuilder.swift:4:9: error: `stream` is `ScoreStream` here but `MutableScoreStream` in RootComponent [di/dependency-type-mismatch]
        App/Root/RootComponent.swift:8:9: note: provided here
        App/LoggedIn/LoggedInBuilder.swift:5:9: info: `player2Name` is never read [di/unused-dependency]
        App/LoggedIn/LoggedInInteractor.swift:31:9: error: the subscription to `scores` is never disposed; chain `disposeOnDeactivate(interactor: self)` [lifecycle/unconfined-subscription]
        App/Root/RootRouter.swift:12:9: warning: RootRouting exposes the stream `state`; expose a listener method instead [rx/child-exposes-stream]
        2 errors, 1 warning, 1 info in 12 files

        """)
        let empty = ReportInput(findings: [], summary: ReportSummary(files: 1, lines: 10, ribs: 0, durationMs: 1), toolVersion: "0.1.0")
        XCTAssertEqual(TextReporter().render(empty), "0 errors, 0 warnings, 0 infos in 1 file\n")
    }

    func testTextColoursOnlyWhenAsked() {
        let plain = TextReporter(colored: false).render(input)
        let colored = TextReporter(colored: true).render(input)
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let stripped = colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testJSONReporterExactOutput() throws {
        let small = ReportInput(findings: [findings[3]], summary: ReportSummary(files: 1, lines: 20, ribs: 1, durationMs: 3),
                                ribs: [ReportRIB(name: "LoggedIn", parents: ["Root"], children: ["OffGame", "TicTacToe"], files: ["a.swift"])],
                                toolVersion: "0.1.0")
        XCTAssertEqual(JSONReporter().render(small), """
        {
          "schemaVersion": 1,
          "tool": {"name": "riblint", "version": "0.1.0"},
          "summary": {"files": 1, "lines": 20, "ribs": 1, "findings": 1, "errors": 0, "warnings": 0, "infos": 1, "durationMs": 3},
          "findings": [
            {"rule": "di/unused-dependency", "severity": "info", "file": "App/LoggedIn/LoggedInBuilder.swift", "line": 5, "column": 9, "message": "`player2Name` is never read", "rib": null, "fingerprint": "4444444444444444"}
          ],
          "ribs": [
            {"name": "LoggedIn", "parents": ["Root"], "children": ["OffGame", "TicTacToe"], "files": ["a.swift"]}
          ],
          "dashboard": {
            "codeowners": null,
            "baseline": null,
            "ribs": [
              {"name": "LoggedIn", "files": ["a.swift"], "findings": {"errors": 0, "warnings": 0, "infos": 0}, "rules": {}}
            ],
            "owners": [],
            "unowned": {"findings": {"errors": 0, "warnings": 0, "infos": 1}, "rules": {"di/unused-dependency": 1}}
          }
        }

        """)
        let empty = ReportInput(findings: [], summary: ReportSummary(files: 0, lines: 0, ribs: 0, durationMs: 0), toolVersion: "0.1.0")
        XCTAssertTrue(JSONReporter().render(empty).contains("\"findings\": [],\n  \"ribs\": [],\n  \"dashboard\": {"))
        try assertValid(json: JSONReporter().render(empty), schemaName: "riblint-report-1.schema.json", test: self)
    }

    /// Dashboard figures: per RIB and per owner by severity and rule, the unowned rest, the
    /// baseline comparison; valid against the project's schema (which documents them) and the shared one.
    func testDashboardFiguresPerRIBAndOwner() throws {
        var withOwners = input
        withOwners.dashboard = DashboardContext(
            codeOwnersFile: ".github/CODEOWNERS",
            ownersOfFile: ["App/LoggedIn/LoggedInInteractor.swift": ["@game"], "App/LoggedIn/LoggedInBuilder.swift": ["@game", "@di"],
                           "App/LoggedIn/LoggedInBuilder.swift.other": ["@nobody"]],
            baseline: BaselineComparison(new: 4, fixed: 2, unchanged: 7))
        let json = JSONReporter().render(withOwners)
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let dashboard = try XCTUnwrap(decoded["dashboard"] as? [String: Any])
        XCTAssertEqual(dashboard["codeowners"] as? String, ".github/CODEOWNERS")
        XCTAssertEqual(dashboard["baseline"] as? [String: Int], ["new": 4, "fixed": 2, "unchanged": 7])
        let owners = try XCTUnwrap(dashboard["owners"] as? [[String: Any]])
        XCTAssertEqual(owners.map { $0["owner"] as? String }, ["@di", "@game"])
        XCTAssertEqual(owners[1]["findings"] as? [String: Int], ["errors": 2, "warnings": 0, "infos": 1])
        XCTAssertEqual(owners[1]["rules"] as? [String: Int], ["di/dependency-type-mismatch": 1, "di/unused-dependency": 1,
                                                             "lifecycle/unconfined-subscription": 1])
        XCTAssertEqual(owners[1]["ribs"] as? [String], ["LoggedIn"])
        XCTAssertEqual((dashboard["unowned"] as? [String: Any])?["rules"] as? [String: Int], ["rx/child-exposes-stream": 1])
        let ribs = try XCTUnwrap(dashboard["ribs"] as? [[String: Any]])
        XCTAssertEqual(ribs.map { $0["name"] as? String }, ["LoggedIn", "Root"])
        XCTAssertEqual(ribs[0]["findings"] as? [String: Int], ["errors": 2, "warnings": 0, "infos": 0])
        XCTAssertEqual(ribs[1]["findings"] as? [String: Int], ["errors": 0, "warnings": 1, "infos": 0])
        let projectSchema = packageRoot.appendingPathComponent("docs/schemas/riblint-report-1.schema.json").path
        try assertValid(json: json, schemaPath: projectSchema, test: self)
        try assertValid(json: json, schemaName: "riblint-report-1.schema.json", test: self)
    }

    func testJSONIsByteIdenticalForEqualInputAndValid() throws {
        let shuffled = ReportInput(findings: findings.reversed(), summary: input.summary, ribs: input.ribs.reversed(), rules: specRules,
                                   toolVersion: "0.1.0")
        let json = JSONReporter().render(input)
        XCTAssertEqual(json, JSONReporter().render(shuffled))
        try assertValid(json: json, schemaName: "riblint-report-1.schema.json", test: self)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let decodedFindings = decoded?["findings"] as? [[String: Any]]
        XCTAssertEqual(decodedFindings?.map { $0["line"] as? Int }, [4, 5, 31, 12])
    }

    func testJSONStringEscaping() throws {
        let message = "quote \" backslash \\ newline \n tab \t return \r bell \u{07} nul \u{0} del \u{7F} é 😀 \u{2028} /"
        let finding = Finding(rule: "leak/strong-listener", severity: .error, file: "Ä/ü.swift", line: 1, column: 1, message: message,
                              fingerprint: "5555555555555555")
        let json = JSONReporter().render(ReportInput(findings: [finding], summary: ReportSummary(files: 1, lines: 1, ribs: 0, durationMs: 0),
                                                     toolVersion: "0.1.0"))
        XCTAssertTrue(json.contains(#""quote \" backslash \\ newline \n tab \t return \r bell \u0007 nul \u0000 del \u007f é 😀 "#))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let decodedFinding = (decoded?["findings"] as? [[String: Any]])?.first
        XCTAssertEqual(decodedFinding?["message"] as? String, message)
        XCTAssertEqual(decodedFinding?["file"] as? String, "Ä/ü.swift")
        XCTAssertEqual(JSONText.quoted("\u{1F}"), "\"\\u001f\"")
    }

    func testSARIFIsValidAndCarriesRulesAndFingerprints() throws {
        let sarif = SARIFReporter().render(input)
        try assertValid(json: sarif, schemaName: "sarif-schema-2.1.0.json", test: self)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "riblint")
        XCTAssertEqual(driver["version"] as? String, "0.1.0")
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, specRules.count)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        let mismatch = try XCTUnwrap(results.first { $0["ruleId"] as? String == "di/dependency-type-mismatch" })
        XCTAssertEqual(mismatch["level"] as? String, "error")
        XCTAssertEqual((mismatch["partialFingerprints"] as? [String: String])?["riblint/v1"], "3333333333333333")
        let location = try XCTUnwrap(((mismatch["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uri"], "App/LoggedIn/LoggedInBuilder.swift")
        XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uriBaseId"], "%SRCROOT%")
        XCTAssertEqual((location["region"] as? [String: Int])?["startLine"], 4)
        XCTAssertEqual((location["region"] as? [String: Int])?["startColumn"], 9)
        XCTAssertEqual((mismatch["relatedLocations"] as? [[String: Any]])?.count, 1)
        let info = try XCTUnwrap(results.first { $0["ruleId"] as? String == "di/unused-dependency" })
        XCTAssertEqual(info["level"] as? String, "note")
        let infoRule = try XCTUnwrap(rules.first { $0["id"] as? String == "di/unused-dependency" })
        XCTAssertEqual((infoRule["defaultConfiguration"] as? [String: String])?["level"], "note")
        XCTAssertEqual((infoRule["shortDescription"] as? [String: String])?["text"], "summary of di/unused-dependency")
        XCTAssertEqual(SARIFReporter().render(input), sarif)
    }

    func testSARIFWithoutRuleMetadataAndOddPaths() throws {
        let finding = Finding(rule: "x/unregistered", severity: .warning, file: "My App/Ä#1.swift", line: 1, column: 1, message: "m",
                              fingerprint: "6666666666666666")
        let sarif = SARIFReporter().render(ReportInput(findings: [finding], summary: ReportSummary(files: 1, lines: 1, ribs: 0, durationMs: 0),
                                                       toolVersion: "0.1.0"))
        try assertValid(json: sarif, schemaName: "sarif-schema-2.1.0.json", test: self)
        XCTAssertTrue(sarif.contains("\"uri\": \"My%20App/%C3%84%231.swift\""))
        XCTAssertTrue(sarif.contains("\"id\": \"x/unregistered\""))
    }

    func testSARIFAndGitHubCountColumnsInUTF16WhenTheLineIsKnown() throws {
        XCTAssertEqual(ReportInput.utf16Column(byteColumn: 7, in: "é😀x.subscribe()"), 4)
        XCTAssertEqual(ReportInput.utf16Column(byteColumn: 1, in: "é😀x"), 1)
        XCTAssertEqual(ReportInput.utf16Column(byteColumn: 5, in: "abcdef"), 5)
        XCTAssertEqual(ReportInput.utf16Column(byteColumn: 10, in: "é"), 9)
        let finding = Finding(rule: "rx/subscription-in-router", severity: .warning, file: "A.swift", line: 2, column: 7,
                              message: "m", fingerprint: "9999999999999999")
        let known = ReportInput(findings: [finding], summary: ReportSummary(files: 1, lines: 2, ribs: 0, durationMs: 0),
                                toolVersion: "0.1.0", lineText: { file, line in file == "A.swift" && line == 2 ? "é😀x.subscribe()" : nil })
        XCTAssertTrue(SARIFReporter().render(known).contains("\"startColumn\": 4"))
        XCTAssertEqual(GitHubReporter().render(known), "::warning file=A.swift,line=2,col=4,title=rx/subscription-in-router::m\n")
        XCTAssertTrue(TextReporter().render(known).hasPrefix("A.swift:2:7: warning: m"))
        let unknown = ReportInput(findings: [finding], summary: known.summary, toolVersion: "0.1.0")
        XCTAssertTrue(SARIFReporter().render(unknown).contains("\"startColumn\": 7"))
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("50% done\r\nnext: a, b"), "50%25 done%0D%0Anext: a, b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a%b\r\nc:d,e"), "a%25b%0D%0Ac%3Ad%2Ce")
        let odd = Finding(rule: "leak/strong-listener", severity: .info, file: "Dir,1/a:b.swift", line: 2, column: 3,
                          message: "100% leak\nfix it", fingerprint: "7777777777777777")
        let output = GitHubReporter().render(ReportInput(findings: [odd, findings[2]], summary: input.summary, toolVersion: "0.1.0"))
        XCTAssertEqual(output, """
        ::error file=App/LoggedIn/LoggedInBuilder.swift,line=4,col=9,title=di/dependency-type-mismatch::`stream` is `ScoreStream` here but `MutableScoreStream` in RootComponent%0AApp/Root/RootComponent.swift:8:9: provided here
        ::notice file=Dir%2C1/a%3Ab.swift,line=2,col=3,title=leak/strong-listener::100%25 leak%0Afix it

        """)
    }

    func testCheckstyleGroupsFilesAndEscapes() throws {
        let odd = Finding(rule: "leak/strong-listener", severity: .warning, file: "A&B/<x>.swift", line: 1, column: 2,
                          message: "a \"quoted\" 'name' & <tag>\nnext\u{01}", fingerprint: "8888888888888888")
        let xml = CheckstyleReporter().render(ReportInput(findings: [findings[3], odd, findings[2]], summary: input.summary, toolVersion: "0.1.0"))
        XCTAssertEqual(xml, """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="A&amp;B/&lt;x&gt;.swift">
            <error line="1" column="2" severity="warning" message="a &quot;quoted&quot; &apos;name&apos; &amp; &lt;tag&gt;&#10;next\u{FFFD}" source="riblint.leak/strong-listener"/>
          </file>
          <file name="App/LoggedIn/LoggedInBuilder.swift">
            <error line="4" column="9" severity="error" message="`stream` is `ScoreStream` here but `MutableScoreStream` in RootComponent" source="riblint.di/dependency-type-mismatch"/>
            <error line="5" column="9" severity="info" message="`player2Name` is never read" source="riblint.di/unused-dependency"/>
          </file>
        </checkstyle>

        """)
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("report.xml").path
        try ReportWriter.write(xml, to: path)
        let parsed = try runPython("""
        import sys, xml.etree.ElementTree as E
        root = E.parse(sys.argv[1]).getroot()
        print(root.find('file').find('error').get('message'))
        """, arguments: [path])
        XCTAssertEqual(parsed.status, 0, parsed.output)
        XCTAssertEqual(parsed.output, "a \"quoted\" 'name' & <tag>\nnext\u{FFFD}\n")
    }

    func testReporterKinds() {
        XCTAssertEqual(ReporterKind.allCases.map(\.rawValue), ["text", "json", "sarif", "github", "checkstyle", "html"])
        for kind in ReporterKind.allCases {
            XCTAssertFalse(kind.makeReporter().render(input).isEmpty, kind.rawValue)
        }
        XCTAssertEqual(ReporterKind(rawValue: "json")?.makeReporter().render(input), JSONReporter().render(input))
    }

    func testReportWriterIsAtomicAndLeavesNoTemporaryFiles() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("report.json").path
        try ReportWriter.write("first\n", to: path)
        try ReportWriter.write("second\n", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.json"])

        let missing = directory.appendingPathComponent("no/such/dir/report.json").path
        XCTAssertThrowsError(try ReportWriter.write("x", to: missing)) { error in
            XCTAssertTrue(error is FileIOError)
            XCTAssertEqual("\(error)", "\(missing): cannot write: No such file or directory")
        }
        let ontoDirectory = directory.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: ontoDirectory + "/inner", withIntermediateDirectories: true)
        XCTAssertThrowsError(try ReportWriter.write("x", to: ontoDirectory))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["report.json", "sub"])
    }
}
