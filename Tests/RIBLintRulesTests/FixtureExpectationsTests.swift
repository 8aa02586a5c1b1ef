import RIBLintTestSupport
import Foundation
import XCTest

/// Every fixture project under Fixtures/Rules and Fixtures/ObjC is linted with all rules, and the
/// complete set of findings must equal the `// expect: rule-id` markers: an unexpected finding
/// fails as loudly as a missing one.
final class FixtureExpectationsTests: XCTestCase {
    func testRuleFixtures() throws {
        try checkAll(under: "Fixtures/Rules")
    }

    func testObjectiveCFixtures() throws {
        try checkAll(under: "Fixtures/ObjC")
    }

    /// Skimming (only the files RIBs reach get their AST) must change no finding and no RIB: every fixture
    /// project, the demo app and the model fixtures give the same findings when every file is parsed.
    func testSkimmingChangesNoFinding() throws {
        var projects = FixtureProjects.projects(under: "Fixtures/Rules") + FixtureProjects.projects(under: "Fixtures/Analyses")
        projects += ["Fixtures/DemoApp", "Fixtures/Model/UberManual", "Fixtures/Model/Needle", "Fixtures/Model/Cases"]
            .map { FixtureProjects.packageRoot.appendingPathComponent($0).path }
        projects += FixtureProjects.projects(under: "Fixtures/Relevance")
        var compared = 0
        for project in projects {
            let skimmed = try FixtureProjects.check(project, skimming: true)
            let parsed = try FixtureProjects.check(project, skimming: false)
            // Read when lexed: a skimmed file keeps no bytes and is read again if it matters.
            let readLate = try FixtureProjects.check(project, skimming: true, readWhenLexed: true)
            XCTAssertEqual(skimmed.findings, parsed.findings, project)
            XCTAssertEqual(skimmed.ribs, parsed.ribs, project)
            XCTAssertEqual(readLate.findings, parsed.findings, project)
            XCTAssertEqual(readLate.ribs, parsed.ribs, project)
            compared += parsed.findings.count
        }
        XCTAssertGreaterThan(compared, 100, "the fixtures should give findings to compare")
    }

    private func checkAll(under folder: String) throws {
        // RIBLINT_FIXTURE_FILTER=lifecycle/ checks only the projects whose path contains it (while
        // working on one rule family); CI runs them all.
        let filter = ProcessInfo.processInfo.environment["RIBLINT_FIXTURE_FILTER"]
        let projects = FixtureProjects.projects(under: folder).filter { filter == nil || $0.contains(filter!) }
        XCTAssertFalse(projects.isEmpty, "no fixture projects under \(folder)")
        for project in projects {
            let outcome = try FixtureProjects.check(project)
            XCTAssertGreaterThan(outcome.fileCount, 0, "\(project) has no source files")
            for difference in outcome.differences {
                XCTFail("\(project): \(difference)")
            }
        }
    }
}
