import RIBLintCore

/// The JSON report of SPEC section 8 (schemaVersion 1): keys in the order the SPEC lists them, one
/// finding and one RIB per line, so that equal runs give byte-identical files and diffs stay small.
/// `dashboard` is an addition within schema 1 (`docs/schemas/riblint-report-1.schema.json`
/// documents it): readers of schema 1 ignore a key they do not know.
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
        // Bytes, turned into a String once: appending to a String piece by piece cost more than
        // the rest of the rendering on large apps.
        var out: [UInt8] = []
        out.reserveCapacity(4096 + 256 * input.findings.count + 512 * input.ribs.count)
        out += "{\n  \"schemaVersion\": \(Self.schemaVersion),\n  \"tool\": ".utf8
        tool.appendCompact(to: &out)
        out += ",\n  \"summary\": ".utf8
        summary.appendCompact(to: &out)
        out += ",\n  \"findings\": ".utf8
        lines(input.findings.map(findingObject), to: &out)
        out += ",\n  \"ribs\": ".utf8
        lines(input.ribs.map(ribObject), to: &out)
        out += ",\n  \"dashboard\": ".utf8
        dashboard(input, to: &out)
        out += "\n}\n".utf8
        return String(decoding: out, as: UTF8.self)
    }

    /// Figures for dashboards: per RIB and per owner, findings by severity and by rule; the
    /// baseline comparison. One RIB or owner per line, like the findings.
    private func dashboard(_ input: ReportInput, to out: inout [UInt8]) {
        let context = input.dashboard
        var byRIB: [String: [Finding]] = [:]
        for finding in input.findings { if let rib = finding.rib { byRIB[rib, default: []].append(finding) } }
        let ribs = input.ribs.map { rib in
            JSONTree.object([("name", .string(rib.name)), ("files", .array(rib.files.map(JSONTree.string)))] + tally(byRIB[rib.name] ?? []))
        }
        var byOwner: [String: [Finding]] = [:]
        var unowned: [Finding] = []
        for finding in input.findings {
            let owners = context.ownersOfFile[finding.file] ?? []
            if owners.isEmpty { unowned.append(finding) }
            for owner in owners { byOwner[owner, default: []].append(finding) }
        }
        var ribsOfOwner: [String: Set<String>] = [:]
        for rib in input.ribs {
            for file in rib.files {
                for owner in context.ownersOfFile[file] ?? [] { ribsOfOwner[owner, default: []].insert(rib.name) }
            }
        }
        let owners = Set(byOwner.keys).union(ribsOfOwner.keys).sorted().map { owner in
            JSONTree.object([("owner", .string(owner)), ("ribs", .array((ribsOfOwner[owner] ?? []).sorted().map(JSONTree.string)))]
                            + tally(byOwner[owner] ?? []))
        }
        let baseline: JSONTree = context.baseline.map { comparison in
            .object([("new", .int(comparison.new)), ("fixed", .int(comparison.fixed)), ("unchanged", .int(comparison.unchanged))])
        } ?? .null
        out += "{\n    \"codeowners\": ".utf8
        (context.codeOwnersFile.map(JSONTree.string) ?? .null).appendCompact(to: &out)
        out += ",\n    \"baseline\": ".utf8
        baseline.appendCompact(to: &out)
        out += ",\n    \"ribs\": ".utf8
        lines(ribs, indent: "      ", closing: "    ", to: &out)
        out += ",\n    \"owners\": ".utf8
        lines(owners, indent: "      ", closing: "    ", to: &out)
        out += ",\n    \"unowned\": ".utf8
        JSONTree.object(tally(unowned)).appendCompact(to: &out)
        out += "\n  }".utf8
    }

    /// `findings` (by severity) and `rules` (count per rule id, sorted).
    private func tally(_ findings: [Finding]) -> [(String, JSONTree)] {
        var rules: [String: Int] = [:]
        for finding in findings { rules[finding.rule, default: 0] += 1 }
        let severities = JSONTree.object([
            ("errors", .int(findings.filter { $0.severity == .error }.count)),
            ("warnings", .int(findings.filter { $0.severity == .warning }.count)),
            ("infos", .int(findings.filter { $0.severity == .info }.count)),
        ])
        return [("findings", severities), ("rules", .object(rules.sorted { $0.key < $1.key }.map { ($0.key, JSONTree.int($0.value)) }))]
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

    private func lines(_ items: [JSONTree], indent: String = "    ", closing: String = "  ", to out: inout [UInt8]) {
        guard !items.isEmpty else { out += "[]".utf8; return }
        out += "[\n".utf8
        for (index, item) in items.enumerated() {
            if index > 0 { out += ",\n".utf8 }
            out += indent.utf8
            item.appendCompact(to: &out)
        }
        out += "\n".utf8
        out += closing.utf8
        out += "]".utf8
    }
}
