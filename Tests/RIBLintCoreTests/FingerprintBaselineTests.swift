import Foundation
@testable import RIBLintCore
import XCTest

final class FingerprintTests: XCTestCase {
    func testKnownValueIsStableAcrossPlatformsAndRuns() {
        // FNV-1a 64 of "leak/strong-listener\0App/A.swift\0var listener: Listener?\00", computed independently.
        XCTAssertEqual(Fingerprint.compute(rule: "leak/strong-listener", file: "App/A.swift", lineText: "    var  listener: Listener?\t",
                                           occurrence: 0), "22d17ea45c43ce8b")
    }

    func testNormalize() {
        XCTAssertEqual(Fingerprint.normalize("  let  x =\t1  \r\n"), "let x = 1")
        XCTAssertEqual(Fingerprint.normalize(""), "")
        XCTAssertEqual(Fingerprint.normalize("a"), "a")
    }

    private func lines(_ text: String) -> (String, Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return { _, line in line >= 1 && line <= lines.count ? lines[line - 1] : "" }
    }

    private func finding(_ line: Int, _ rule: String = "lifecycle/unconfined-subscription", column: Int = 9) -> Finding {
        Finding(rule: rule, severity: .error, file: "App/A.swift", line: line, column: column, message: "m")
    }

    func testStableWhenLinesAreInsertedAbove() {
        let before = "class A {\n    func f() {\n        x.subscribe()\n    }\n}"
        let after = "import RIBs\n\n// a comment\nclass A {\n    func f() {\n            x.subscribe()\n    }\n}"
        var first = [finding(3)]
        var second = [finding(6)]
        Fingerprint.assign(to: &first, lineText: lines(before))
        Fingerprint.assign(to: &second, lineText: lines(after))
        XCTAssertEqual(first[0].fingerprint.count, 16)
        XCTAssertEqual(first[0].fingerprint, second[0].fingerprint)
    }

    func testOccurrenceIndexSeparatesIdenticalLines() {
        let text = "x.subscribe()\ny()\nx.subscribe()\n"
        var findings = [finding(3), finding(1), finding(1, "rx/subscription-in-router")]
        Fingerprint.assign(to: &findings, lineText: lines(text))
        let fingerprints = findings.map(\.fingerprint)
        XCTAssertEqual(Set(fingerprints).count, 3)
        XCTAssertEqual(findings[1].fingerprint, Fingerprint.compute(rule: "lifecycle/unconfined-subscription", file: "App/A.swift",
                                                                    lineText: "x.subscribe()", occurrence: 0))
        XCTAssertEqual(findings[0].fingerprint, Fingerprint.compute(rule: "lifecycle/unconfined-subscription", file: "App/A.swift",
                                                                    lineText: "x.subscribe()", occurrence: 1))
        var reversed = Array(findings.reversed())
        Fingerprint.assign(to: &reversed, lineText: lines(text))
        XCTAssertEqual(reversed.map(\.fingerprint), fingerprints.reversed())
    }

    func testDifferentFileOrRuleGivesAnotherFingerprint() {
        let a = Fingerprint.compute(rule: "r/a", file: "A.swift", lineText: "x", occurrence: 0)
        XCTAssertNotEqual(a, Fingerprint.compute(rule: "r/b", file: "A.swift", lineText: "x", occurrence: 0))
        XCTAssertNotEqual(a, Fingerprint.compute(rule: "r/a", file: "B.swift", lineText: "x", occurrence: 0))
        XCTAssertNotEqual(a, Fingerprint.compute(rule: "r/a", file: "A.swift", lineText: "y", occurrence: 0))
    }
}

final class BaselineTests: XCTestCase {
    private let findings = [
        Finding(rule: "rx/upward-subscription", severity: .error, file: "B.swift", line: 3, column: 1, message: "m", fingerprint: "bbbbbbbbbbbbbbbb"),
        Finding(rule: "leak/strong-listener", severity: .error, file: "A \"q\".swift", line: 9, column: 1, message: "m", fingerprint: "aaaaaaaaaaaaaaaa"),
    ]

    func testRenderIsSortedAndReadable() {
        XCTAssertEqual(Baseline(findings: findings).render(), """
        {
          "version": 1,
          "tool": "riblint",
          "findings": [
            {"fingerprint": "aaaaaaaaaaaaaaaa", "rule": "leak/strong-listener", "file": "A \\"q\\".swift"},
            {"fingerprint": "bbbbbbbbbbbbbbbb", "rule": "rx/upward-subscription", "file": "B.swift"}
          ]
        }

        """)
        let unfingerprinted = Finding(rule: "r/a", severity: .error, file: "A.swift", line: 1, column: 1, message: "m")
        XCTAssertEqual(Baseline(findings: [unfingerprinted]).entries, [])
        XCTAssertEqual(Baseline(findings: []).render(), "{\n  \"version\": 1,\n  \"tool\": \"riblint\",\n  \"findings\": []\n}\n")
    }

    func testRoundTripAndFilter() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("baseline.json").path
        let baseline = Baseline(findings: findings)
        try baseline.write(to: path)
        let read = try Baseline.read(path: path)
        XCTAssertEqual(read, baseline)
        let new = Finding(rule: "rx/upward-subscription", severity: .error, file: "B.swift", line: 4, column: 1, message: "m",
                          fingerprint: "cccccccccccccccc")
        XCTAssertEqual(read.filter(findings + [new]), [new])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["baseline.json"])
    }

    func testBadBaselinesNameTheFile() {
        XCTAssertThrowsError(try Baseline.parse("{\"version\": 1, \"findings\": [}", file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: not a riblint baseline: line 1, column 29: invalid JSON: unexpected '}'; expected a value")
        }
        XCTAssertThrowsError(try Baseline.parse("{\"version\": 2, \"findings\": []}", file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: baseline version 2 is not supported; this riblint reads version 1")
        }
        XCTAssertThrowsError(try Baseline.parse("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}", file: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json: findings[0] (line 1): expected an object with a fingerprint")
        }
        XCTAssertThrowsError(try Baseline.read(path: "/nonexistent/baseline.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/baseline.json: cannot read: No such file or directory")
        }
    }
}
