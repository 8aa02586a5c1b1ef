import Foundation
import SeededRandom

/// One file of the generated app: a path relative to the output directory (with `/`) and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A finding the linter must report on the generated app: the rule, the file (relative to the
/// output directory) and the 1-based line of the token SPEC's "Where a finding points" names.
public struct ExpectedFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rule: String
    public var file: String
    public var line: Int

    public init(rule: String, file: String, line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    public static func < (a: ExpectedFinding, b: ExpectedFinding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        return a.rule < b.rule
    }

    public var description: String { "\(file):\(line): \(rule)" }
}

/// A RIB of the generated tree, for tests and for the benchmark's summary.
public struct GeneratedRIB: Sendable, Hashable {
    public var name: String
    public var parents: [String]
    public var children: [String]
    /// Distance from the root along the shortest path (the root is 0).
    public var depth: Int
}

/// A whole generated app.
public struct GeneratedApp: Sendable {
    public var files: [GeneratedFile]
    /// Read back from the `// expect:` markers in `files`, sorted.
    public var expectedFindings: [ExpectedFinding]
    /// The RIBs of the tree, root first (the planted incomplete and unreachable RIBs are not in it).
    public var ribs: [GeneratedRIB]
    /// The planted RIBs outside the tree: an interactor alone or a builder alone.
    public var orphanRIBs: [String]

    public var lineCount: Int {
        files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
    }

    public var byteCount: Int {
        files.reduce(0) { $0 + $1.text.utf8.count }
    }

    /// Expected findings per rule id, for reports.
    public var expectedCountsByRule: [String: Int] {
        var counts: [String: Int] = [:]
        for finding in expectedFindings { counts[finding.rule, default: 0] += 1 }
        return counts
    }

    /// `expected-findings.json`: the sorted list of `{rule, file, line}`.
    public var expectedFindingsJSON: String {
        var json = "[\n"
        for (index, finding) in expectedFindings.enumerated() {
            json += "  {\"rule\": \"\(finding.rule)\", \"file\": \"\(finding.file)\", \"line\": \(finding.line)}"
            json += index + 1 < expectedFindings.count ? ",\n" : "\n"
        }
        json += "]\n"
        return json
    }

    /// Writes every file and `expected-findings.json` under `directory`, creating folders.
    public func write(to directory: String) throws {
        let manager = FileManager.default
        var created = Set<String>()
        for file in files + [GeneratedFile(path: "expected-findings.json", text: expectedFindingsJSON)] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            let folder = url.deletingLastPathComponent().path
            if !created.contains(folder) {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                created.insert(folder)
            }
            try Data(file.text.utf8).write(to: url)
        }
    }
}

/// Generates a synthetic RIBs app for tests and benchmarks: a tree of RIBs in the usual
/// four-file layout with component extensions, workers, Rx and Combine streams and ordinary
/// business code, plus a known set of planted rule violations marked `// expect: rule-id`.
public enum AppGenerator {
    /// Every rule of SPEC section 4 plus `lint/unused-suppression`: the generator plants each.
    public static let plantedRules: [String] = [
        "leak/strong-listener", "leak/retained-after-detach", "leak/child-never-detached",
        "leak/self-capture-in-stored-closure",
        "lifecycle/unconfined-subscription", "lifecycle/subscription-before-activation",
        "lifecycle/missing-super-call",
        "rx/upward-subscription", "rx/child-exposes-stream", "rx/subscription-in-router",
        "di/unfulfilled-dependency", "di/dependency-type-mismatch", "di/unused-dependency",
        "di/mutable-stream-passed-down", "di/unshared-instance",
        "structure/incomplete-rib", "structure/unreachable-rib", "structure/view-in-interactor",
        "lint/unused-suppression",
    ]

    /// The app for `ribs` RIBs (at least 2) and `seed`; the same arguments give the same bytes.
    public static func generate(ribs: Int, seed: UInt64) -> GeneratedApp {
        var random = SplitMix64(seed: seed)
        let plan = AppPlan.make(ribCount: max(2, ribs), random: &random)
        var files: [GeneratedFile] = []
        files.reserveCapacity(plan.ribs.count * 12 + 32)
        files += CoreFiles.make(plan: plan)
        for rib in plan.ribs {
            var ribRandom = random.fork()
            files += RIBFiles(plan: plan, rib: rib).make(random: &ribRandom)
            files += BusinessFiles(plan: plan, rib: rib).make(random: &ribRandom)
        }
        files += OrphanFiles.make(plan: plan)
        let expected = ExpectationScanner.scan(files)
        let summary = plan.ribs.map { rib in
            GeneratedRIB(name: rib.name, parents: rib.parents.map { plan.ribs[$0].name },
                         children: rib.children.map { plan.ribs[$0].name }, depth: rib.depth)
        }
        return GeneratedApp(files: files, expectedFindings: expected, ribs: summary, orphanRIBs: plan.orphans.map(\.name))
    }
}

/// Reads `// expect: a/b c/d` markers back from generated text, so that the markers and
/// `expected-findings.json` can never disagree. A suppression comment that is itself expected to
/// be reported ends its reason with the marker: `// riblint:disable-next-line x -- why // expect: ...`.
enum ExpectationScanner {
    static func scan(_ files: [GeneratedFile]) -> [ExpectedFinding] {
        var findings: [ExpectedFinding] = []
        let marker = Array("// expect: ".utf8)
        for file in files {
            let bytes = Array(file.text.utf8)
            var line = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                } else if byte == marker[0], bytes.count - index >= marker.count,
                          Array(bytes[index..<index + marker.count]) == marker {
                    var end = index + marker.count
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    let ids = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
                    for id in ids.split(whereSeparator: { $0 == " " || $0 == "," }) where id.contains("/") {
                        findings.append(ExpectedFinding(rule: String(id), file: file.path, line: line))
                    }
                    index = end
                    continue
                }
                index += 1
            }
        }
        return findings.sorted()
    }
}
