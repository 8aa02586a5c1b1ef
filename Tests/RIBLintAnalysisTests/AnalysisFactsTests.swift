import Foundation
import RIBLintAnalysis
import RIBLintCore
import RIBLintDriver
import RIBLintModel
import RIBLintTestSupport
import XCTest

/// Each analysis against fixture code with the facts it must state written next to the code
/// (`// fact: ...`), as `// expect:` does for rules. `Fixtures/Analyses/<analysis>/<case>/`.
final class AnalysisFactsTests: XCTestCase {
    /// The cases of one analysis: the folders right under `Fixtures/Analyses/<name>`.
    private func cases(of analyzer: any Analyzer.Type) -> [String] {
        let folder = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Analyses/\(analyzer.name)")
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        return entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }.map(\.path).sorted()
    }

    func testEveryAnalysisHasFixtures() {
        for analyzer in AnalyzerRegistry.all {
            XCTAssertFalse(cases(of: analyzer).isEmpty, "no fixture under Fixtures/Analyses/\(analyzer.name)")
        }
    }

    func testFactsMatchTheMarkers() throws {
        var checked = 0
        for analyzer in AnalyzerRegistry.all {
            for directory in cases(of: analyzer) {
                let configuration = try Project.configuration(paths: [directory], configPath: nil)
                let (sources, modules, _) = try Project.sources(paths: [directory], configuration: configuration, jobs: 1)
                let files = Linter.parse(sources, jobs: 1).files
                let model = ProjectModel.build(files: files, modules: modules, vocabulary: configuration.framework, jobs: 1)
                let plan = try AnalysisPlan(readers: [AnalysisReader(name: "test", requires: [analyzer])], registry: AnalyzerRegistry.all)
                let results = plan.run(model: model, vocabulary: configuration.framework, jobs: 2)
                let expected = sources.flatMap { Fact.parse(file: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) }
                let actual = FactRenderer.facts(of: analyzer.name, results: results, model: model)
                XCTAssertFalse(expected.isEmpty, "\(directory) states no fact")
                let missing = Set(expected).subtracting(actual).sorted()
                let unexpected = Set(actual).subtracting(expected).sorted()
                XCTAssertEqual(missing.map(\.description), [], "missing facts in \(directory)")
                XCTAssertEqual(unexpected.map(\.description), [], "unexpected facts in \(directory)")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, AnalyzerRegistry.all.count)
    }
    /// The router's events read only the interactor bodies that can lead to a router call: the
    /// fixture's interactor has eight function bodies, two of which (`formatTitle`, `logVisit`)
    /// name neither the router nor a function that leads to it. Counted in parsed bodies, the work
    /// itself, while the facts above check that the answers stay the same.
    func testRouterEventsParseOnlyTheInteractorBodiesThatReachTheRouter() throws {
        let directory = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Analyses/router-child-events/interactor-helpers").path
        let configuration = try Project.configuration(paths: [directory], configPath: nil)
        let (sources, modules, _) = try Project.sources(paths: [directory], configuration: configuration, jobs: 1)
        let files = Linter.parse(sources, jobs: 1).files
        let model = ProjectModel.build(files: files, modules: modules, vocabulary: configuration.framework, jobs: 1)
        let before = model.bodies.parsedCount
        let plan = try AnalysisPlan(readers: [AnalysisReader(name: "test", requires: [RouterChildEventsAnalyzer.self])],
                                    registry: AnalyzerRegistry.all)
        let results = plan.run(model: model, vocabulary: configuration.framework, jobs: 1)
        let routing = results.result(of: RouterChildEventsAnalyzer.self, readBy: "test", declared: [AnalyzerKey(RouterChildEventsAnalyzer.self)])
        let router = try XCTUnwrap(model.types.lookup("IntroRouter", fromModule: modules.module(ofPath: sources[0].path)))
        XCTAssertEqual(routing.onlyAtLoad[router]?.contains("routeToWelcome"), true)
        XCTAssertEqual(routing.onlyAtLoad[router]?.contains("routeToHelp"), false)
        XCTAssertEqual(model.bodies.parsedCount - before, 6, "interactor bodies parsed by the analysis")
    }
}
