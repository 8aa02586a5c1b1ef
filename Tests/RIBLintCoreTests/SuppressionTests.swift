@testable import RIBLintCore
import XCTest

final class SuppressionTests: XCTestCase {
    private let known: Set<String> = Set(specRules.map(\.id))

    private func table(_ comments: [(String, Int, Int)], lineCount: Int = 100) -> SuppressionTable {
        SuppressionParser.parse(file: "App/A.swift", comments: comments.map { (text: $0.0, line: $0.1, column: $0.2) },
                                lineCount: lineCount, knownRuleIds: known)
    }

    private func finding(_ rule: String, _ line: Int, _ column: Int = 9) -> Finding {
        Finding(rule: rule, severity: .error, file: "App/A.swift", line: line, column: column, message: "m")
    }

    func testDisableNextLine() {
        let suppressions = table([("// riblint:disable-next-line lifecycle/unconfined-subscription", 3, 5)])
        let result = suppressions.apply([finding("lifecycle/unconfined-subscription", 4), finding("lifecycle/unconfined-subscription", 5),
                                         finding("rx/upward-subscription", 4)])
        XCTAssertEqual(result.kept.map(\.line), [5, 4])
        XCTAssertEqual(result.kept.map(\.rule), ["lifecycle/unconfined-subscription", "rx/upward-subscription"])
        XCTAssertEqual(result.unused, [])
    }

    func testDisableLine() {
        let suppressions = table([("// riblint:disable-line leak/strong-listener", 7, 40)])
        let result = suppressions.apply([finding("leak/strong-listener", 7), finding("leak/strong-listener", 8)])
        XCTAssertEqual(result.kept.map(\.line), [8])
        XCTAssertEqual(result.unused, [])
    }

    func testDisableEnableRange() {
        let suppressions = table([("// riblint:disable rx/upward-subscription", 2, 1), ("// riblint:enable rx/upward-subscription", 10, 1)])
        let result = suppressions.apply([finding("rx/upward-subscription", 1), finding("rx/upward-subscription", 5),
                                         finding("rx/upward-subscription", 11), finding("leak/strong-listener", 5)])
        XCTAssertEqual(result.kept.map(\.line), [1, 11, 5])
        XCTAssertEqual(result.unused, [])
    }

    func testRangeIsPositionedByColumnOnTheCommentsLine() {
        let suppressions = table([("/* riblint:disable rx/upward-subscription */", 2, 20)])
        let result = suppressions.apply([finding("rx/upward-subscription", 2, 5), finding("rx/upward-subscription", 2, 50)])
        XCTAssertEqual(result.kept.map(\.column), [5])
    }

    func testDisableWithoutEnableRunsToTheEndOfTheFile() {
        let suppressions = table([("// riblint:disable di/unused-dependency", 2, 1)])
        let result = suppressions.apply([finding("di/unused-dependency", 3), finding("di/unused-dependency", 99)])
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.unused, [])
    }

    func testSeveralIdsSeparatedBySpacesAndCommas() {
        let suppressions = table([("// riblint:disable-next-line leak/strong-listener, rx/upward-subscription lifecycle/missing-super-call", 3, 5)])
        let result = suppressions.apply([finding("leak/strong-listener", 4), finding("rx/upward-subscription", 4)])
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.unused, [
            Finding(rule: "lint/unused-suppression", severity: .warning, file: "App/A.swift", line: 3, column: 5,
                    message: "riblint:disable-next-line lifecycle/missing-super-call suppresses nothing; remove lifecycle/missing-super-call from it"),
        ])
    }

    func testAllNamesEveryRule() {
        let suppressions = table([("// riblint:disable-next-line all", 3, 5)])
        let result = suppressions.apply([finding("leak/strong-listener", 4), finding("di/unused-dependency", 4), finding("di/unused-dependency", 5)])
        XCTAssertEqual(result.kept.map(\.line), [5])
        XCTAssertEqual(result.unused, [])
    }

    func testEnableOneRuleInsideDisableAll() {
        let suppressions = table([("// riblint:disable all", 1, 1), ("// riblint:enable leak/strong-listener", 10, 1),
                                  ("// riblint:enable all", 20, 1)])
        let result = suppressions.apply([
            finding("leak/strong-listener", 5), finding("rx/upward-subscription", 5),
            finding("leak/strong-listener", 15), finding("rx/upward-subscription", 15),
            finding("rx/upward-subscription", 25),
        ])
        XCTAssertEqual(result.kept.map { "\($0.rule):\($0.line)" }, ["leak/strong-listener:15", "rx/upward-subscription:25"])
        XCTAssertEqual(result.unused, [])
    }

    func testUnusedSuppressionIsReportedAtTheComment() {
        let suppressions = table([("// riblint:disable-next-line leak/strong-listener", 3, 5),
                                  ("// riblint:disable rx/upward-subscription", 8, 1), ("// riblint:enable rx/upward-subscription", 9, 1)])
        let result = suppressions.apply([finding("leak/strong-listener", 5)])
        XCTAssertEqual(result.kept.count, 1)
        XCTAssertEqual(result.unused.map(\.message), [
            "riblint:disable-next-line leak/strong-listener suppresses nothing; remove the comment",
            "riblint:disable rx/upward-subscription suppresses nothing; remove the comment",
        ])
        XCTAssertEqual(result.unused.map(\.line), [3, 8])
        XCTAssertEqual(result.unused.map(\.column), [5, 1])
        XCTAssertEqual(Set(result.unused.map(\.rule)), ["lint/unused-suppression"])
        XCTAssertEqual(Set(result.unused.map(\.severity)), [.warning])
    }

    func testUnknownRuleIdAndDirectiveAreReported() {
        let suppressions = table([("// riblint:disable-next-line leak/strong-listner", 3, 5),
                                  ("// riblint:disable-next leak/strong-listener", 6, 5),
                                  ("// riblint:disable-line", 7, 5),
                                  ("// riblint:enable leak/strong-listener", 8, 5)])
        let result = suppressions.apply([])
        XCTAssertEqual(result.unused.map(\.message), [
            "riblint:disable-next-line names the unknown rule leak/strong-listner; did you mean \"leak/strong-listener\"?",
            "unknown directive riblint:disable-next; use riblint:disable-next-line, riblint:disable-line, riblint:disable or riblint:enable",
            "riblint:disable-line names no rule; name the rule ids or all",
            "riblint:enable leak/strong-listener has no riblint:disable leak/strong-listener before it",
        ])
        XCTAssertEqual(result.unused.map(\.line), [3, 6, 7, 8])
    }

    func testBlockCommentsReasonsAndOrdinaryComments() {
        let suppressions = table([
            ("/* riblint:disable-next-line leak/strong-listener */", 2, 1),
            ("/*\n riblint docs\n */", 5, 1),
            ("/* riblint:disable-next-line di/unshared-instance\n   the instance is cheap */", 10, 1),
            ("// riblint:disable-line rx/upward-subscription -- owned by this RIB, see #12", 20, 30),
            ("// see riblint:disable-line in the docs", 21, 1),
            ("/// riblint:disable-line leak/retained-after-detach", 22, 1),
            ("  //riblint:disable-line leak/child-never-detached", 23, 1),
        ])
        let result = suppressions.apply([finding("leak/strong-listener", 3), finding("di/unshared-instance", 12),
                                         finding("rx/upward-subscription", 20), finding("leak/retained-after-detach", 22),
                                         finding("leak/child-never-detached", 23)])
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.unused, [])
    }

    func testSuppressionsOfDisabledRulesAreNotReported() {
        let suppressions = table([("// riblint:disable-next-line di/unused-dependency, leak/strong-listener", 3, 5)])
        let result = suppressions.apply([], enabledRules: ["leak/strong-listener"])
        XCTAssertEqual(result.unused.map(\.message), ["riblint:disable-next-line leak/strong-listener suppresses nothing; remove leak/strong-listener from it"])
    }

    func testUnusedSuppressionReportsCanBeSilencedByName() {
        let suppressions = table([("// riblint:disable lint/unused-suppression", 1, 1), ("// riblint:disable-next-line leak/strong-listener", 3, 5)])
        XCTAssertEqual(suppressions.apply([]).unused, [])
        let all = table([("// riblint:disable all", 1, 1)])
        XCTAssertEqual(all.apply([]).unused.map(\.message), ["riblint:disable all suppresses nothing; remove the comment"])
    }

    func testRedundantDisable() {
        let suppressions = table([("// riblint:disable leak/strong-listener", 1, 1), ("// riblint:disable leak/strong-listener", 5, 1)])
        let result = suppressions.apply([finding("leak/strong-listener", 7)])
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.unused.map(\.message), ["riblint:disable leak/strong-listener: leak/strong-listener is disabled already since line 1"])
    }

    func testFileWithoutDirectivesKeepsEverything() {
        let suppressions = table([("// just a comment", 1, 1)])
        XCTAssertTrue(suppressions.isEmpty)
        let findings = [finding("leak/strong-listener", 2)]
        XCTAssertEqual(suppressions.apply(findings).kept, findings)
    }
}
