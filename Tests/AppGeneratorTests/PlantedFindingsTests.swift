import AppGenerator
import RIBLintAST
import RIBLintCore
import RIBLintDriver
import RIBLintLexer
import RIBLintModel
import RIBLintRules
import RIBLintTestSupport
import XCTest

/// The generated app end to end: riblint must see the tree and the DI graph the generator built,
/// and report exactly the planted findings (every other line is clean under every rule).
final class PlantedFindingsTests: XCTestCase {
    private static let app = AppGenerator.generate(ribs: 120, seed: 2024)

    private static let syntaxes: [FileSyntax] = {
        let sources = app.files.map { SourceInput(path: $0.path, bytes: Array($0.text.utf8)) }
        return Linter.parse(sources, jobs: 2).files
    }()

    private static let model: ProjectModel = {
        let modules = ModuleMap.detect(rootName: "App", filePaths: app.files.map(\.path), packageManifests: [])
        return ProjectModel.build(files: syntaxes, modules: modules)
    }()

    /// The model's layers run on several threads; what they build must not depend on how many.
    func testTheModelIsTheSameForAnyNumberOfThreads() {
        let modules = ModuleMap.detect(rootName: "App", filePaths: Self.app.files.map(\.path), packageManifests: [])
        let serial = Self.model
        for jobs in [2, 5] {
            let parallel = ProjectModel.build(files: Self.syntaxes, modules: modules, jobs: jobs)
            XCTAssertEqual(TreeRendering.render(parallel, format: .json), TreeRendering.render(serial, format: .json), "tree, \(jobs) jobs")
            XCTAssertEqual(GraphRendering.render(parallel, format: .json), GraphRendering.render(serial, format: .json), "DI graph, \(jobs) jobs")
            XCTAssertEqual(parallel.types(withRole: .interactor), serial.types(withRole: .interactor))
            XCTAssertEqual(parallel.customBaseClasses, serial.customBaseClasses)
        }
    }

    func testTheGeneratedCodeParsesWithoutDiagnostics() {
        for syntax in Self.syntaxes {
            let diagnostics = syntax.diagnostics.map { diagnostic -> String in
                let (line, column) = syntax.source.location(of: diagnostic.offset)
                return "\(line):\(column): \(diagnostic.message): \(syntax.source.lineText(line))"
            }
            XCTAssertEqual(diagnostics, [], syntax.source.path)
        }
    }

    func testTheModelSeesTheGeneratedTree() throws {
        let model = Self.model
        for rib in Self.app.ribs {
            let found = try XCTUnwrap(model.rib(named: rib.name), "no RIB \(rib.name)")
            XCTAssertNotNil(found.interactor, rib.name)
            XCTAssertNotNil(found.router, rib.name)
            XCTAssertNotNil(found.builder, rib.name)
            let parents = model.tree.parents(of: found.id).map { model[$0].name }
            XCTAssertEqual(Set(parents), Set(rib.parents), "parents of \(rib.name)")
            let children = model.tree.children(of: found.id).map { model[$0].name }
            XCTAssertEqual(Set(children), Set(rib.children), "children of \(rib.name)")
        }
        XCTAssertEqual(Set(model.ribs.map(\.name)), Set(Self.app.ribs.map(\.name) + Self.app.orphanRIBs))
        let root = try XCTUnwrap(model.rib(named: "Root"))
        XCTAssertTrue(model.tree.configuredRoots.contains(root.id), "the LaunchRouter RIB is a root by design")
    }

    /// The DI graph must find every planted unfulfilled (or mistyped) requirement and nothing else.
    func testTheModelResolvesExactlyThePlantedDependencyProblems() {
        let model = Self.model
        var unresolved: [Expectation] = []
        for entry in model.dependencies.entries where !model.tree.isRoot(entry.rib) {
            for requirement in entry.requirements where requirement.paths.contains(where: { !$0.resolution.isProvided }) {
                let location = requirement.requirement.location
                unresolved.append(Expectation(file: location.path, line: location.line, rule: "di/unfulfilled-dependency"))
            }
        }
        assertSame(unresolved, expected("di/unfulfilled-dependency"))
    }

    /// Every requirement is read (`dependency.x`) by the component or its extensions, except the
    /// planted unused ones.
    func testTheModelSeesExactlyThePlantedUnreadRequirements() throws {
        let probe = SourceBuffer(path: "probe.swift", text: "{ dependency.x }")
        // A regression of the body parser fails here; it used to turn into a skip.
        XCTAssertFalse(BodyParser.parse(probe, range: SourceRange(start: 0, end: UInt32(probe.bytes.count))).statements.isEmpty,
                       "the body parser reads no statement")
        let model = Self.model
        var unread: [Expectation] = []
        for entry in model.dependencies.entries where !model.tree.isRoot(entry.rib) {
            for requirement in entry.requirements where !requirement.isRead {
                let location = requirement.requirement.location
                unread.append(Expectation(file: location.path, line: location.line, rule: "di/unused-dependency"))
            }
        }
        assertSame(unread, expected("di/unused-dependency"))
    }

    /// The complete check: every rule with the default configuration, suppressions included,
    /// against the markers.
    func testTheLinterReportsExactlyThePlantedFindings() throws {
        XCTAssertFalse(RuleRegistry.all.isEmpty, "no rule is registered")
        let result = try InMemoryLint.run(Self.app.files.map { (name: $0.path, text: $0.text) }, jobs: 2)
        let differences = Expectation.differences(findings: result.findings, expected: expected(nil))
        XCTAssertTrue(differences.isEmpty, "\(differences.count) differences:\n" + differences.prefix(60).joined(separator: "\n"))
    }

    private func assertSame(_ actual: [Expectation], _ expected: [Expectation], file: StaticString = #filePath, line: UInt = #line) {
        let missing = Set(expected).subtracting(actual).sorted().map { "missing: \($0)" }
        let unexpected = Set(actual).subtracting(expected).sorted().map { "unexpected: \($0)" }
        let differences = missing + unexpected
        XCTAssertTrue(differences.isEmpty, "\(differences.count) differences:\n" + differences.prefix(20).joined(separator: "\n"),
                      file: file, line: line)
    }

    private func expected(_ rule: String?) -> [Expectation] {
        Self.app.expectedFindings
            .filter { rule == nil || $0.rule == rule }
            .map { Expectation(file: $0.file, line: $0.line, rule: $0.rule) }
            .sorted()
    }

}
