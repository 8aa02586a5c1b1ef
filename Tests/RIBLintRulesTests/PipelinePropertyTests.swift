import Foundation
import RIBLintCore
import RIBLintDriver
import RIBLintReport
import RIBLintTestSupport
import XCTest
import SeededRandom

/// The whole pipeline (parse, model, rules, suppressions, reporters) on seeded random projects:
/// RIB files whose bodies are cut, spliced and sprinkled with token soup. Whatever the input,
/// the invariants of a report hold (issue 15: properties, not "did not crash").
final class PipelinePropertyTests: XCTestCase {
    private let soup = ["{", "}", "(", ")", "[", "]", ".", "?", "!", ":", ",", "=", "\n", "self", "listener", "router",
                        "subscribe", "disposeOnDeactivate(interactor: self)", "{ [weak self] _ in }", "weak var",
                        "var", "let", "func", "class", "protocol", "extension", "Interactor", "Router", "Builder",
                        "// riblint:disable-next-line leak/strong-listener\n", "\"s\\(x)\"", "#if X", "#endif", "$0"]

    private func interactor(_ name: String) -> String {
        """
        import RIBs

        protocol \(name)Listener: AnyObject {}
        protocol \(name)Routing: ViewableRouting {}

        final class \(name)Interactor: PresentableInteractor<\(name)Presentable>, \(name)Interactable {
            weak var router: \(name)Routing?
            var listener: \(name)Listener?

            override func didBecomeActive() {
                super.didBecomeActive()
                stream.subscribe(onNext: { value in self.handle(value) })
                    .disposeOnDeactivate(interactor: self)
            }
        }

        final class \(name)Router: ViewableRouter<\(name)Interactable, \(name)ViewControllable>, \(name)Routing {}

        """
    }

    private func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                bytes.insert(contentsOf: Array(soup.randomElement(using: &random)!.utf8), at: at)
            case 1:
                let length = Int.random(in: 0...min(40, bytes.count - at), using: &random)
                bytes.removeSubrange(at..<(at + length))
            default:
                bytes.removeSubrange(at...)
            }
        }
        // The pipeline takes any bytes; keep them valid UTF-8 so that the test's text helpers apply.
        return String(decoding: bytes, as: UTF8.self)
    }

    func testReportsOfRandomProjectsKeepTheirInvariants() throws {
        var random = SplitMix64(seed: 15)
        var total = 0
        for round in 0..<40 {
            let names = ["Root", "LoggedIn", "Offgame", "Score"].shuffled(using: &random)
            let files = names.prefix(Int.random(in: 1...4, using: &random)).map { name in
                (name: "App/\(name)/\(name)Interactor.swift", text: mutate(interactor(name), &random))
            }
            let one = try InMemoryLint.run(files, jobs: 1)
            let two = try InMemoryLint.run(files, jobs: 2)
            total += one.findings.count
            XCTAssertEqual(one.findings, two.findings, "round \(round): the same findings whatever the threads")
            let lineCounts = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text.split(separator: "\n", omittingEmptySubsequences: false).count) })
            for finding in one.findings {
                guard let lines = lineCounts[finding.file] else {
                    XCTFail("round \(round): a finding in \(finding.file), which is not an input")
                    continue
                }
                XCTAssertTrue((1...lines).contains(finding.line), "round \(round): line \(finding.line) of \(lines) in \(finding.file)")
                XCTAssertGreaterThanOrEqual(finding.column, 1)
                XCTAssertFalse(finding.message.isEmpty)
                XCTAssertFalse(finding.fingerprint.isEmpty)
            }
            XCTAssertEqual(one.findings, one.findings.sorted(by: Finding.reportOrder), "round \(round): findings are in report order")
            XCTAssertEqual(one.fileCount, files.count)
            let input = Commands.reportInput(one)
            for kind in ReporterKind.allCases {
                let text = kind.makeReporter().render(input)
                // GitHub annotations are one line per finding, and nothing without any.
                XCTAssertEqual(text.isEmpty, kind == .github && one.findings.isEmpty, "round \(round): \(kind)")
                if kind == .json || kind == .sarif {
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(text.utf8)), "round \(round): \(kind) is JSON")
                }
            }
        }
        XCTAssertGreaterThan(total, 40, "the projects do have findings to check")
    }
}
