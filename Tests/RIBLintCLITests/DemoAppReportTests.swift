import Foundation
import RIBLintTestSupport
import XCTest

/// The demo app: its deliberate violations are exactly its `// expect:` markers, and its JSON
/// report is the checked-in one (Fixtures/Expected/demo-report.json; `scripts/update-expected`
/// regenerates it after a deliberate change).
final class DemoAppReportTests: XCTestCase {
    func testFindingsAreExactlyTheMarkers() throws {
        let outcome = try FixtureProjects.check(FixtureProjects.packageRoot.appendingPathComponent("Fixtures/DemoApp").path)
        XCTAssertGreaterThanOrEqual(outcome.expected.count, 15, "the demo app keeps deliberate violations of every family")
        XCTAssertEqual(outcome.differences, [])
    }

    func testJSONReportMatchesTheCheckedInOne() throws {
        let output = try CLIRunner.run(["lint", "Fixtures/DemoApp", "--reporter", "json", "--jobs", "1"])
        XCTAssertEqual(output.status, 1, "the demo app has error-severity violations: \(output.stderr)")
        let actual = output.stdout.replacingOccurrences(of: #""durationMs": \d+"#, with: #""durationMs": 0"#, options: .regularExpression)
        let expected = try String(contentsOf: FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Expected/demo-report.json"), encoding: .utf8)
        XCTAssertEqual(actual, expected, "the demo report changed: review it and run scripts/update-expected")
    }

    func testTreeInEveryFormat() throws {
        let text = try CLIRunner.run(["tree", "Fixtures/DemoApp"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.stdout.contains("Root\n├── Riding (viewless)\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("│   │       ├── PaymentPicker"), text.stdout)
        XCTAssertTrue(text.stdout.contains("│   └── Wallet\n│       └── PaymentPicker"), "a RIB with two parents appears under both:\n\(text.stdout)")
        let json = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--format", "json"])
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let picker = try XCTUnwrap(ribs.first { $0["name"] as? String == "PaymentPicker" })
        XCTAssertEqual(picker["parents"] as? [String], ["StationDetail", "Wallet"])
        let dot = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--format", "dot"])
        XCTAssertTrue(dot.stdout.hasPrefix("digraph"), dot.stdout)
        let mermaid = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--format", "mermaid"])
        XCTAssertTrue(mermaid.stdout.hasPrefix("graph TD"), mermaid.stdout)
        XCTAssertEqual(try CLIRunner.run(["tree", "Fixtures/DemoApp", "--format", "svg"]).status, 2)
    }

    /// `--under`, `--exclude` and `--summaries`, and viewless RIBs marked in every format.
    func testTreeSelectsSubtreesAndMarksViewlessRIBs() throws {
        let under = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--under", "ActiveRide", "--summaries"])
        XCTAssertEqual(under.stdout, """
            ActiveRide
            └── RideTracking (viewless) - RideTracking has no view: it turns GPS positions into ridden distance for its parent.

            """)
        let pruned = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--exclude", "Riding,Wallet"])
        XCTAssertEqual(pruned.stdout, "ReceiptPrinter (viewless)\nRoot\n└── Welcome\n")
        let dot = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--under", "ActiveRide", "--format", "dot"])
        XCTAssertTrue(dot.stdout.contains(#""RideTracking" [label="RideTracking (viewless)", style="rounded,dashed"];"#), dot.stdout)
        XCTAssertFalse(dot.stdout.contains("Root"), dot.stdout)
        let mermaid = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--under", "ActiveRide", "--format", "mermaid"])
        XCTAssertTrue(mermaid.stdout.hasSuffix("  classDef viewless stroke-dasharray: 5 5\n  class rib4 viewless\n"), mermaid.stdout)
        let json = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--under", "ActiveRide", "--format", "json"])
        let ribs = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(ribs.map { $0["name"] as? String }, ["ActiveRide", "RideTracking"])
        XCTAssertEqual(ribs.map { $0["viewless"] as? Bool }, [nil, true])
        let unknown = try CLIRunner.run(["tree", "Fixtures/DemoApp", "--under", "Nowhere"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--under: no RIB named 'Nowhere'"), unknown.stderr)
    }

    /// `lint --statistics`: counts per rule instead of the findings; other reporters refuse it.
    func testStatisticsCountFindingsPerRule() throws {
        let run = try CLIRunner.run(["lint", "Fixtures/DemoApp", "--statistics", "--no-cache"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.last?.hasPrefix("6 errors, 9 warnings, 2 infos in ") ?? false, run.stdout)
        let counts = lines.dropLast().compactMap { Int($0.split(separator: " ").first ?? "") }
        XCTAssertEqual(counts.reduce(0, +), 17, run.stdout)
        XCTAssertEqual(counts, counts.sorted(by: >), "most findings first:\n\(run.stdout)")
        let refused = try CLIRunner.run(["lint", "Fixtures/DemoApp", "--statistics", "--reporter", "json"])
        XCTAssertEqual(refused.status, 2)
    }

    func testGraphShowsEveryRequirementsProvider() throws {
        let output = try CLIRunner.run(["graph", "Fixtures/DemoApp"])
        XCTAssertEqual(output.status, 0)
        XCTAssertTrue(output.stdout.contains("RideSummary <- RideSummaryDependency (manual)\n  provider: RidingComponent from Riding\n  currency: Currency\n"),
                      "each requirement is listed with its provider:\n\(output.stdout)")
        XCTAssertFalse(output.stdout.contains("MISSING"), "the demo app provides every requirement:\n\(output.stdout)")
        let json = try CLIRunner.run(["graph", "Fixtures/DemoApp", "--format", "json"])
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
        XCTAssertTrue(try CLIRunner.run(["graph", "Fixtures/DemoApp", "--format", "dot"]).stdout.hasPrefix("digraph"))
    }
}
