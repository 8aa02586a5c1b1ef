import RIBLintCore
import RIBLintRules
import RIBLintTestSupport
import XCTest

/// Every rule's own examples (the same ones `riblint explain` prints), checked the way
/// SwiftLint checks its rules: non-triggering examples give no finding of the rule; triggering
/// examples give exactly the `↓` positions; the same holds with multi-byte text before each
/// marker; and `riblint:disable-next-line` above each marker silences it without an unused
/// suppression.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasExamplesBothWays() {
        XCTAssertFalse(RuleRegistry.all.isEmpty, "no rule is registered")
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            for example in description.triggeringExamples where example.markerCount == 0 {
                XCTFail(at(example) + "\(description.id): a triggering example has no ↓ marker")
            }
        }
    }

    func testNonTriggeringExamples() throws {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for example in rule.description.nonTriggeringExamples {
                let found = try findings(of: id, in: example.files.map { ($0.name, $0.text) })
                for finding in found {
                    XCTFail(at(example) + "\(id) fired on a non-triggering example at \(finding.file):\(finding.line):\(finding.column): \(finding.message)")
                }
            }
        }
    }

    func testTriggeringExamplesFireExactlyAtTheMarkers() throws {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for example in rule.description.triggeringExamples {
                let expected = example.files.flatMap { file in file.markers.map { "\(file.name):\($0.line):\($0.column)" } }.sorted()
                let actual = try findings(of: id, in: example.files.map { ($0.name, $0.text) }).map { "\($0.file):\($0.line):\($0.column)" }.sorted()
                XCTAssertEqual(actual, expected, at(example) + "\(id)")
            }
        }
    }

    func testMarkersHoldAfterMultiByteText() throws {
        let prefix = "/* é ☃️ 多 */ "
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for example in rule.description.triggeringExamples {
                var files: [(String, String)] = []
                var expected: [String] = []
                for file in example.files {
                    var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let markedLines = Set(file.markers.map(\.line))
                    for line in markedLines { lines[line - 1] = prefix + lines[line - 1] }
                    files.append((file.name, lines.joined(separator: "\n")))
                    expected += file.markers.map { "\(file.name):\($0.line):\($0.column + prefix.utf8.count)" }
                }
                let actual = try findings(of: id, in: files).map { "\($0.file):\($0.line):\($0.column)" }.sorted()
                XCTAssertEqual(actual, expected.sorted(), at(example) + "\(id) with a multi-byte prefix")
            }
        }
    }

    func testDisableNextLineSilencesEveryMarker() throws {
        for rule in RuleRegistry.all {
            let id = rule.description.id
            for example in rule.description.triggeringExamples {
                var files: [(String, String)] = []
                for file in example.files {
                    var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    for line in Set(file.markers.map(\.line)).sorted(by: >) {
                        let indentation = String(lines[line - 1].prefix { $0 == " " })
                        lines.insert(indentation + "// riblint:disable-next-line \(id)", at: line - 1)
                    }
                    files.append((file.name, lines.joined(separator: "\n")))
                }
                let result = try InMemoryLint.run(files)
                let relevant = result.findings.filter { $0.rule == id || $0.rule == RuleRegistry.unusedSuppressionId }
                XCTAssertEqual(relevant.map { "\($0.file):\($0.line): \($0.rule)" }, [], at(example) + "\(id) with disable-next-line")
            }
        }
    }

    private func findings(of id: String, in files: [(String, String)]) throws -> [Finding] {
        try InMemoryLint.run(files).findings.filter { $0.rule == id }
    }

    /// Where the example is written, so that a failure points at the rule's own file.
    private func at(_ example: RuleExample) -> String {
        "\(example.sourceFile):\(example.sourceLine): "
    }
}
