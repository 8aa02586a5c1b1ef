import Foundation
import RIBLintTestSupport
import XCTest

/// `RIBLINT_PROFILE=1` names each analysis the enabled rules require exactly once per run, and
/// none that no enabled rule requires.
final class ProfileTests: XCTestCase {
    private func analysisLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "analysis ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    func testEachAnalysisIsProfiledOnce() throws {
        let output = try CLIRunner.run(["lint", "Fixtures/DemoApp", "--no-cache", "--reporter", "json"],
                                       environment: ["RIBLINT_PROFILE": "1"])
        XCTAssertEqual(output.status, 1, output.stderr)
        let names = analysisLines(output.stderr)
        XCTAssertEqual(names.sorted(), ["disposable-confinement", "rib-ownership", "router-child-events", "subscription-sites"],
                       output.stderr)
        // Rules are profiled too, each once.
        let rules = output.stderr.split(separator: "\n").filter { $0.contains("  rule ") }
        XCTAssertEqual(Set(rules.map { $0.split(separator: " ").dropFirst(2).first ?? "" }).count, rules.count, output.stderr)
    }

    func testOnlyTheAnalysesOfEnabledRulesRun() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: FixtureProjects.packageRoot.appendingPathComponent("Fixtures/DemoApp"),
                                         to: directory.appendingPathComponent("App"))
        // Only the router-child rules: the subscription analyses are not run.
        let others = ["di/dependency-type-mismatch", "di/mutable-stream-passed-down", "di/unfulfilled-dependency",
                      "di/unshared-instance", "di/unused-dependency", "leak/child-never-detached",
                      "leak/self-capture-in-stored-closure", "leak/strong-listener", "lifecycle/missing-super-call",
                      "lifecycle/subscription-before-activation", "lifecycle/unconfined-subscription", "rx/child-exposes-stream",
                      "rx/subscription-in-router", "rx/upward-subscription", "rx/view-update-off-main-thread", "structure/incomplete-rib",
                      "structure/unreachable-rib", "structure/view-in-interactor"]
        let config = "{\"rules\": {" + others.map { "\"\($0)\": {\"enabled\": false}" }.joined(separator: ", ") + "}}"
        try config.write(to: directory.appendingPathComponent("rules.json"), atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["lint", "App", "--no-cache", "--config", "rules.json", "--reporter", "json"], in: directory,
                                       environment: ["RIBLINT_PROFILE": "1"])
        XCTAssertTrue(output.status == 0 || output.status == 1, output.stderr)
        XCTAssertEqual(analysisLines(output.stderr), ["router-child-events"], output.stderr)
    }
}
