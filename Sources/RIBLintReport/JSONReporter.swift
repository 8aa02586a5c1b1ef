import RIBLintCore

/// The JSON report of SPEC section 8 (schemaVersion 1): keys in the order the SPEC lists them, one
/// finding and one RIB per line, so that equal runs give byte-identical files and diffs stay small.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ input: ReportInput) -> String {
        let tool = JSONTree.object([("name", .string("riblint")), ("version", .string(input.toolVersion))])
        let summary = JSONTree.object([
            ("files", .int(input.summary.files)),
            ("lines", .int(input.summary.lines)),
            ("ribs", .int(input.summary.ribs)),
            ("findings", .int(input.findings.count)),
            ("errors", .int(input.errorCount)),
            ("warnings", .int(input.warningCount)),
            ("infos", .int(input.infoCount)),
            ("durationMs", .int(input.summary.durationMs)),
        ])
        var out = "{\n"
        out += "  \"schemaVersion\": \(Self.schemaVersion),\n"
        out += "  \"tool\": \(tool.compact),\n"
        out += "  \"summary\": \(summary.compact),\n"
        out += "  \"findings\": " + lines(input.findings.map(findingObject)) + ",\n"
        out += "  \"ribs\": " + lines(input.ribs.map(ribObject)) + "\n"
        out += "}\n"
        return out
    }

    private func findingObject(_ finding: Finding) -> JSONTree {
        .object([
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.file)),
            ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("message", .string(finding.message)),
            ("rib", finding.rib.map(JSONTree.string) ?? .null),
            ("fingerprint", .string(finding.fingerprint)),
        ])
    }

    private func ribObject(_ rib: ReportRIB) -> JSONTree {
        .object([
            ("name", .string(rib.name)),
            ("parents", .array(rib.parents.map(JSONTree.string))),
            ("children", .array(rib.children.map(JSONTree.string))),
            ("files", .array(rib.files.map(JSONTree.string))),
        ])
    }

    private func lines(_ items: [JSONTree]) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n" + items.map { "    " + $0.compact }.joined(separator: ",\n") + "\n  ]"
    }
}
