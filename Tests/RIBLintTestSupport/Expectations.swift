import RIBLintCore

/// Expected findings written next to the code: `// expect: rule-id` (or several ids separated
/// by commas or spaces) at the end of the line the finding must point at.
public struct Expectation: Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var rule: String

    public init(file: String, line: Int, rule: String) {
        self.file = file
        self.line = line
        self.rule = rule
    }

    public static func < (a: Expectation, b: Expectation) -> Bool {
        (a.file, a.line, a.rule) < (b.file, b.line, b.rule)
    }

    public var description: String { "\(file):\(line): \(rule)" }

    /// The markers of one file's text.
    public static func parse(file: String, text: String) -> [Expectation] {
        var result: [Expectation] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let tail = line.suffix(afterFirst: "// expect:") else { continue }
            let ids = tail.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }
            for id in ids where id.contains("/") {
                result.append(Expectation(file: file, line: lineNumber, rule: String(id)))
            }
        }
        return result
    }

    /// Compares findings with expectations as multisets of (file, line, rule). Returns one
    /// human-readable line per difference; empty when they agree.
    public static func differences(findings: [Finding], expected: [Expectation]) -> [String] {
        var remaining: [Expectation: Int] = [:]
        for expectation in expected { remaining[expectation, default: 0] += 1 }
        var unexpected: [String] = []
        for finding in findings.sorted(by: Finding.reportOrder) {
            let key = Expectation(file: finding.file, line: finding.line, rule: finding.rule)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                unexpected.append("unexpected: \(finding.file):\(finding.line):\(finding.column): \(finding.rule): \(finding.message)")
            }
        }
        let missing = remaining.flatMap { key, count in Array(repeating: "missing: \(key)", count: count) }.sorted()
        return missing + unexpected
    }
}

extension Substring {
    /// The text after the first occurrence of `marker`, or nil.
    func suffix(afterFirst marker: String) -> Substring? {
        let needle = Array(marker.utf8)
        let bytes = Array(utf8)
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            let index = utf8.index(utf8.startIndex, offsetBy: start + needle.count)
            return self[index...]
        }
        return nil
    }
}
