import RIBLintAnalysis
import RIBLintCore
import RIBLintModel
import RIBLintRules
import XCTest

// Analyzers that exist only to shape plans: their `run` is never called by these tests.
private enum Leaf: Analyzer {
    static let name = "leaf"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = []
    static func run(_ pass: AnalysisPass) -> Int { 1 }
}
private enum Middle: Analyzer {
    static let name = "middle"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = [Leaf.self]
    static func run(_ pass: AnalysisPass) -> Int { 2 }
}
private enum Top: Analyzer {
    static let name = "top"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = [Middle.self, Leaf.self]
    static func run(_ pass: AnalysisPass) -> Int { 3 }
}
private enum LoopA: Analyzer {
    static let name = "loop-a"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = [LoopB.self]
    static func run(_ pass: AnalysisPass) -> Int { 0 }
}
private enum LoopB: Analyzer {
    static let name = "loop-b"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = [LoopA.self]
    static func run(_ pass: AnalysisPass) -> Int { 0 }
}
private enum AlsoLeaf: Analyzer {
    static let name = "leaf"
    static let summary = "a second analysis with the first one's name"
    static let requires: [any Analyzer.Type] = []
    static func run(_ pass: AnalysisPass) -> Int { 0 }
}

// Analyzers whose results are made from their requirements' results, to check a run.
private enum Base: Analyzer {
    static let name = "base"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = []
    static func run(_ pass: AnalysisPass) -> [Int] { [1] }
}
private enum Beside: Analyzer {
    static let name = "beside"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = []
    static func run(_ pass: AnalysisPass) -> [Int] { [10] }
}
private enum Joined: Analyzer {
    static let name = "joined"
    static let summary = "no fact"
    static let requires: [any Analyzer.Type] = [Base.self, Beside.self]
    static func run(_ pass: AnalysisPass) -> [Int] { pass.result(of: Base.self) + pass.result(of: Beside.self) + [100] }
}

final class AnalysisPlanTests: XCTestCase {
    private func names(_ plan: AnalysisPlan) -> [String] { plan.order.map { $0.name } }

    func testRequirementsRunFirstAndEachAnalysisOnce() throws {
        let plan = try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [Top.self]),
                                              AnalysisReader(name: "rule b", requires: [Middle.self, Leaf.self])],
                                    registry: [Top.self, Middle.self, Leaf.self])
        XCTAssertEqual(names(plan), ["leaf", "middle", "top"])
    }

    /// Every requirement lies in an earlier level, so a level's analyzers can run side by side.
    func testLevelsPutEveryRequirementBeforeItsReader() throws {
        let plan = try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [Top.self]),
                                              AnalysisReader(name: "rule b", requires: [Joined.self])],
                                    registry: [Top.self, Middle.self, Leaf.self, Base.self, Beside.self, Joined.self])
        XCTAssertEqual(plan.levels.map { $0.map { $0.name } }, [["leaf", "base", "beside"], ["middle", "joined"], ["top"]])
        XCTAssertEqual(plan.levels.flatMap { $0.map { $0.name } }.sorted(), names(plan).sorted())
    }

    /// Run side by side (two threads) or one after the other, a level's analyzers all store
    /// their results, and the next level reads them.
    func testAnalysesRunSideBySideStoreWhatTheyComputed() throws {
        let plan = try AnalysisPlan(readers: [AnalysisReader(name: "rule", requires: [Joined.self])],
                                    registry: [Base.self, Beside.self, Joined.self])
        XCTAssertEqual(plan.levels.map(\.count), [2, 1])
        let model = ProjectModel.build(files: [], modules: ModuleMap(defaultModule: "App"))
        for jobs in [1, 2, 8] {
            let results = plan.run(model: model, vocabulary: .default, jobs: jobs)
            let declared: Set<AnalyzerKey> = [AnalyzerKey(Joined.self), AnalyzerKey(Base.self)]
            XCTAssertEqual(results.result(of: Joined.self, readBy: "test", declared: declared), [1, 10, 100], "jobs \(jobs)")
            XCTAssertEqual(results.result(of: Base.self, readBy: "test", declared: declared), [1], "jobs \(jobs)")
        }
    }

    func testOnlyWhatTheReadersRequireIsPlanned() throws {
        let plan = try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [Middle.self])],
                                    registry: [Top.self, Middle.self, Leaf.self])
        XCTAssertEqual(names(plan), ["leaf", "middle"])
        let none = try AnalysisPlan(readers: [AnalysisReader(name: "rule b", requires: [])], registry: [Top.self])
        XCTAssertEqual(names(none), [])
    }

    func testACycleIsRefused() {
        XCTAssertThrowsError(try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [LoopA.self])],
                                              registry: [LoopA.self, LoopB.self])) { error in
            XCTAssertEqual(error as? AnalysisPlanError, .cycle(["loop-a", "loop-b", "loop-a"]))
            XCTAssertTrue("\(error)".contains("loop-a -> loop-b -> loop-a"), "\(error)")
        }
    }

    func testAnUnregisteredRequirementIsRefused() {
        // Required by a reader directly...
        XCTAssertThrowsError(try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [Top.self])],
                                              registry: [Leaf.self])) { error in
            XCTAssertEqual(error as? AnalysisPlanError, .unregistered(analyzer: "top", requiredBy: "rule a"))
        }
        // ... or through a registered analysis.
        XCTAssertThrowsError(try AnalysisPlan(readers: [AnalysisReader(name: "rule a", requires: [Middle.self])],
                                              registry: [Middle.self])) { error in
            XCTAssertEqual(error as? AnalysisPlanError, .unregistered(analyzer: "leaf", requiredBy: "middle"))
        }
    }

    func testTwoAnalysesWithOneNameAreRefused() {
        XCTAssertThrowsError(try AnalysisPlan(readers: [], registry: [Leaf.self, AlsoLeaf.self])) { error in
            XCTAssertEqual(error as? AnalysisPlanError, .duplicateName("leaf"))
        }
    }

    /// riblint's own rules and analyses: every requirement is registered, there is no cycle, and
    /// every registered analysis is required by some rule (none is dead).
    func testTheRulesPlanEveryRegisteredAnalysisOnce() throws {
        let readers = RuleRegistry.all.map { AnalysisReader(name: $0.description.id, requires: $0.description.requires) }
        let plan = try AnalysisPlan(readers: readers, registry: AnalyzerRegistry.all)
        XCTAssertEqual(Set(names(plan)), Set(AnalyzerRegistry.all.map { $0.name }))
        XCTAssertEqual(names(plan).count, AnalyzerRegistry.all.count)
        for analyzer in AnalyzerRegistry.all {
            XCTAssertFalse(analyzer.summary.isEmpty, analyzer.name)
        }
    }

    /// A fact two rules need is an analysis: no two rules share one by computing it each.
    func testSharedFactsAreRequiredNotRecomputed() {
        let requiring = { (analyzer: any Analyzer.Type) in
            RuleRegistry.all.filter { rule in rule.description.requires.contains { $0 == analyzer } }.map { $0.description.id }.sorted()
        }
        XCTAssertEqual(requiring(RouterChildEventsAnalyzer.self), ["leak/child-never-detached", "leak/retained-after-detach"])
        XCTAssertEqual(requiring(SubscriptionSitesAnalyzer.self),
                       ["lifecycle/unconfined-subscription", "rx/subscription-in-router", "rx/upward-subscription",
                        "rx/view-update-off-main-thread"])
    }
}
