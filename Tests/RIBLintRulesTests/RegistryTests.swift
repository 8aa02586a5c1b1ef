import Foundation
import RIBLintCore
import RIBLintDriver
import RIBLintRules
import RIBLintTestSupport
import XCTest

/// One registry, checked: it matches the rule files under Sources/RIBLintRules, the rule ids of
/// the SPEC, the defaults in rules.json, and the generated docs.
final class RegistryTests: XCTestCase {
    private let specIds = [
        "leak/strong-listener", "leak/retained-after-detach", "leak/child-never-detached", "leak/self-capture-in-stored-closure",
        "lifecycle/unconfined-subscription", "lifecycle/subscription-before-activation", "lifecycle/missing-super-call",
        "rx/upward-subscription", "rx/child-exposes-stream", "rx/subscription-in-router", "rx/view-update-off-main-thread",
        "di/unfulfilled-dependency", "di/dependency-type-mismatch", "di/unused-dependency", "di/mutable-stream-passed-down",
        "di/unshared-instance", "structure/incomplete-rib", "structure/unreachable-rib", "structure/view-in-interactor",
    ]

    func testRegistryHoldsEverySpecRuleOnce() {
        let ids = RuleRegistry.all.map { $0.description.id }
        XCTAssertEqual(ids.sorted(), specIds.sorted())
        XCTAssertEqual(Set(ids).count, ids.count, "an id is registered twice")
    }

    func testEveryRuleLivesInItsOwnFileNamedAfterIt() throws {
        let root = FixtureProjects.packageRoot.appendingPathComponent("Sources/RIBLintRules")
        for rule in RuleRegistry.all {
            let description = rule.description
            let folder = ["leak": "Leak", "lifecycle": "Lifecycle", "rx": "Rx", "di": "DI", "structure": "Structure"][description.category]!
            let file = root.appendingPathComponent("\(folder)/\(String(describing: rule)).swift")
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(description.id) should live in \(folder)/\(String(describing: rule)).swift")
            let source = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(source.contains("id: \"\(description.id)\""), "\(file.lastPathComponent) declares \(description.id)")
            XCTAssertFalse(description.summary.hasSuffix("."), "\(description.id): a summary has no period")
            XCTAssertEqual(description.summary.first?.isLowercase, true, "\(description.id): a summary starts lower case")
        }
    }

    func testRulesJSONMatchesTheRegistry() {
        XCTAssertEqual(ConfigurationLoader.consistencyProblems(knownRules: RuleRegistry.metadata), [])
    }

    func testRulesDocumentationIsUpToDate() throws {
        let path = FixtureProjects.packageRoot.appendingPathComponent("docs/rules.md")
        let onDisk = try String(contentsOf: path, encoding: .utf8)
        XCTAssertEqual(onDisk, Commands.rulesMarkdown(), "docs/rules.md is stale: run `swift run riblint rules --format markdown > docs/rules.md`")
    }
}
