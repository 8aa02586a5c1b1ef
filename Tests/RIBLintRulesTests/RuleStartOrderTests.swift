@testable import RIBLintDriver
import RIBLintRules
import XCTest

/// `Linter.startOrder`: the order in which rules are offered to the threads. It may put any rule
/// anywhere, but must offer each enabled rule once, the rules that read analyses first, and name
/// only rules that exist.
final class RuleStartOrderTests: XCTestCase {
    func testEveryRuleOnceThoseReadingAnalysesFirst() {
        let rules = RuleRegistry.all
        let order = Linter.startOrder(rules)
        XCTAssertEqual(order.sorted(), Array(rules.indices))
        let readsAnalyses = order.map { !rules[$0].description.requires.isEmpty }
        let firstWithout = readsAnalyses.firstIndex(of: false) ?? readsAnalyses.count
        XCTAssertFalse(readsAnalyses[firstWithout...].contains(true), "a rule that reads analyses comes after one that does not")
        XCTAssertGreaterThan(firstWithout, 0)
    }

    func testTheLongestRulesComeFirstInTheirGroup() {
        let rules = RuleRegistry.all
        let ids = Linter.startOrder(rules).map { rules[$0].description.id }
        let withoutAnalyses = ids.filter { id in RuleRegistry.rule(id: id)!.description.requires.isEmpty }
        let long = Linter.longestRules.filter { withoutAnalyses.contains($0) }
        XCTAssertEqual(Array(withoutAnalyses.prefix(long.count)), long)
    }

    func testTheListNamesOnlyRegisteredRules() {
        for id in Linter.longestRules {
            XCTAssertNotNil(RuleRegistry.rule(id: id), id)
        }
    }

    func testASubsetKeepsItsIndices() {
        let rules = Array(RuleRegistry.all.suffix(5))
        XCTAssertEqual(Linter.startOrder(rules).sorted(), Array(rules.indices))
    }
}
