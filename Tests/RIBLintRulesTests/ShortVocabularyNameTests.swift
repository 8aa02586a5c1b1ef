import RIBLintCore
import RIBLintRules
import RIBLintTestSupport
import XCTest

/// Rules test a body's bytes for the vocabulary's names before they parse it, some with a search
/// that cannot hold names shorter than three bytes. A configured short name must then mean "parse
/// every body", never "report nothing".
final class ShortVocabularyNameTests: XCTestCase {
    func testAShortConfinementCallKeepsSubscriptionBeforeActivationReporting() throws {
        let id = "lifecycle/subscription-before-activation"
        let rulesJSON = """
        {"framework": {"interactorConfinementCalls": ["disposeOnDeactivate", "cancelOnDeactivate", "on"],
                       "workerConfinementCalls": ["disposeOnStop", "cancelOnStop", "by"]}}
        """
        let rule = try XCTUnwrap(RuleRegistry.rule(id: id))
        var checked = 0
        for example in rule.description.triggeringExamples {
            let expected = example.files.flatMap { file in file.markers.map { "\(file.name):\($0.line):\($0.column)" } }.sorted()
            let actual = try InMemoryLint.run(example.files.map { ($0.name, $0.text) }, rulesJSON: rulesJSON)
                .findings.filter { $0.rule == id }.map { "\($0.file):\($0.line):\($0.column)" }.sorted()
            XCTAssertEqual(actual, expected, "\(example.sourceFile):\(example.sourceLine)")
            checked += expected.count
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
