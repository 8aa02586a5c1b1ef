import AppGenerator
import Foundation
import XCTest

final class AppGeneratorTests: XCTestCase {
    private static let small = AppGenerator.generate(ribs: 60, seed: 42)

    func testSameSeedGivesTheSameApp() {
        let again = AppGenerator.generate(ribs: 60, seed: 42)
        XCTAssertEqual(again.files, Self.small.files)
        XCTAssertEqual(again.expectedFindings, Self.small.expectedFindings)
    }

    func testAnotherSeedGivesAnotherApp() {
        let other = AppGenerator.generate(ribs: 60, seed: 43)
        XCTAssertNotEqual(other.files, Self.small.files)
    }

    func testEveryRuleIsPlanted() {
        let counts = Self.small.expectedCountsByRule
        for rule in AppGenerator.plantedRules {
            XCTAssertGreaterThan(counts[rule] ?? 0, 0, "no planted \(rule)")
        }
        XCTAssertEqual(Set(counts.keys), Set(AppGenerator.plantedRules), "markers name a rule that is not planted on purpose")
    }

    func testPlantsScaleWithTheAppButStayCountable() {
        let large = AppGenerator.generate(ribs: 250, seed: 1)
        let counts = large.expectedCountsByRule
        // max(1, ribs / 50) per rule; the unreachable and unfulfilled counts include the plants of
        // another rule (incomplete RIBs are unreachable, a mismatched type is unfulfilled).
        XCTAssertEqual(counts["leak/strong-listener"], 5)
        XCTAssertEqual(counts["structure/incomplete-rib"], 5)
        XCTAssertEqual(counts["structure/unreachable-rib"], 10)
        XCTAssertEqual(counts["di/dependency-type-mismatch"], 5)
        XCTAssertEqual(counts["di/unfulfilled-dependency"], 10)
    }

    /// Each marker sits on the line of the token SPEC's "Where a finding points" names.
    func testMarkersSitOnTheLineOfThePointedToken() throws {
        let tokens: [String: [String]] = [
            "lifecycle/unconfined-subscription": [".subscribe(", ".sink"],
            "rx/upward-subscription": [".subscribe(", ".sink"],
            "rx/subscription-in-router": [".subscribe(", ".sink"],
            "lifecycle/subscription-before-activation": [".disposeOnDeactivate(", ".cancelOnDeactivate("],
            "leak/strong-listener": ["var "],
            "rx/child-exposes-stream": ["var "],
            "di/unshared-instance": ["var "],
            "leak/retained-after-detach": ["detachChild("],
            "leak/child-never-detached": ["attachChild("],
            "leak/self-capture-in-stored-closure": ["{ self."],
            "lifecycle/missing-super-call": ["override func "],
            "di/unfulfilled-dependency": ["{ get }"],
            "di/dependency-type-mismatch": ["{ get }"],
            "di/unused-dependency": ["{ get }"],
            "di/mutable-stream-passed-down": ["{ get }"],
            "structure/incomplete-rib": ["final class "],
            "structure/unreachable-rib": ["final class "],
            "structure/view-in-interactor": ["UIView", "ViewController"],
            "lint/unused-suppression": ["// riblint:disable"],
        ]
        let byPath = Dictionary(uniqueKeysWithValues: Self.small.files.map { ($0.path, $0.text) })
        for finding in Self.small.expectedFindings {
            let text = try XCTUnwrap(byPath[finding.file])
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = String(lines[finding.line - 1])
            let expected = try XCTUnwrap(tokens[finding.rule], "no token known for \(finding.rule)")
            XCTAssertTrue(expected.contains { line.contains($0) }, "\(finding): \(line)")
            XCTAssertTrue(line.contains(finding.rule), "\(finding): marker missing on \(line)")
        }
    }

    func testTreeHasTheShapeOfARealApp() {
        let app = AppGenerator.generate(ribs: 300, seed: 5)
        let root = app.ribs[0]
        XCTAssertEqual(root.name, "Root")
        XCTAssertTrue(root.parents.isEmpty)
        XCTAssertTrue(app.ribs.dropFirst().allSatisfy { !$0.parents.isEmpty })
        let depth = app.ribs.map(\.depth).max() ?? 0
        XCTAssertTrue((6...10).contains(depth), "depth \(depth)")
        XCTAssertTrue(app.ribs.contains { $0.parents.count >= 2 }, "no RIB with several parents")
        let fanOuts = app.ribs.map(\.children.count)
        XCTAssertTrue(fanOuts.contains(0))
        XCTAssertGreaterThanOrEqual(fanOuts.max() ?? 0, 4)
        let rootRouter = app.files.first { $0.path == "App/Root/RootRouter.swift" }
        XCTAssertTrue(rootRouter?.text.contains("LaunchRouter<RootInteractable, RootViewControllable>") ?? false)
    }

    func testEveryRIBHasTheFourFileLayoutAndComponentExtensions() {
        let paths = Set(Self.small.files.map(\.path))
        for rib in Self.small.ribs {
            let folder = rib.name == "Root" ? "App/Root" : "App/Features/\(rib.name)"
            for part in ["Builder", "Interactor", "Router", "ViewController"] {
                XCTAssertTrue(paths.contains("\(folder)/\(rib.name)\(part).swift"), "\(rib.name) has no \(part)")
            }
            for child in rib.children {
                XCTAssertTrue(paths.contains("\(folder)/\(rib.name)Component+\(child).swift"), "\(rib.name) -> \(child)")
            }
        }
        let builder = Self.small.files.first { $0.path.hasSuffix("/\(Self.small.ribs[1].name)Builder.swift") }!.text
        for declaration in ["Dependency: Dependency", "Component: Component<", "Buildable: Buildable", "Builder: Builder<"] {
            XCTAssertTrue(builder.contains(declaration), declaration)
        }
    }

    func testBothReactiveIdiomsAppear() {
        let interactors = Self.small.files.filter { $0.path.hasSuffix("Interactor.swift") }
        let rx = interactors.filter { $0.text.contains("import RxSwift") && $0.text.contains(".disposeOnDeactivate(interactor: self)") }
        let combine = interactors.filter { $0.text.contains("import Combine") && $0.text.contains(".cancelOnDeactivate(interactor: self)") }
        XCTAssertGreaterThan(rx.count, interactors.count / 4)
        XCTAssertGreaterThan(combine.count, interactors.count / 4)
    }

    /// About a million lines for 600 RIBs, without generating 600 in a debug test.
    func testSizePerRIBGivesAboutAMillionLinesAt600() {
        let perRIB = Double(Self.small.lineCount) / 60
        XCTAssertTrue((1_500...1_900).contains(perRIB), "\(perRIB) lines per RIB")
    }

    func testWriteCreatesTheFilesAndTheExpectedFindings() throws {
        let directory = NSTemporaryDirectory() + "app-generator-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = AppGenerator.generate(ribs: 8, seed: 3)
        try app.write(to: directory)
        for file in app.files {
            XCTAssertEqual(try String(contentsOfFile: directory + "/" + file.path, encoding: .utf8), file.text)
        }
        let json = try Data(contentsOf: URL(fileURLWithPath: directory + "/expected-findings.json"))
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        XCTAssertEqual(decoded.count, app.expectedFindings.count)
        let first = try XCTUnwrap(decoded.first)
        XCTAssertEqual(first["rule"] as? String, app.expectedFindings[0].rule)
        XCTAssertEqual(first["file"] as? String, app.expectedFindings[0].file)
        XCTAssertEqual(first["line"] as? Int, app.expectedFindings[0].line)
    }
}
