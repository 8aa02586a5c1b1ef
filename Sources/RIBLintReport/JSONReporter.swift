import RIBLintCore

/// The JSON report of SPEC section 8 (schemaVersion 1): keys in the order the SPEC lists them, one
/// finding and one RIB per line, so that equal runs give byte-identical files and diffs stay small.
/// `dashboard` is an addition within schema 1 (`docs/schemas/riblint-report-1.schema.json`
/// documents it): readers of schema 1 ignore a key they do not know.
///
/// Each line is written as `JSONTree.compact` would write it (`{"key": value, ...}`), straight
/// into bytes: on an app with hundreds of RIBs, building a tree per finding and per RIB first
/// was most of the report's time.
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
        var out = JSONLines()
        out.bytes.reserveCapacity(4096 + 256 * input.findings.count + 512 * input.ribs.count)
        out.raw("{\n  \"schemaVersion\": \(Self.schemaVersion),\n  \"tool\": ")
        tool.appendCompact(to: &out.bytes)
        out.raw(",\n  \"summary\": ")
        summary.appendCompact(to: &out.bytes)
        out.raw(",\n  \"findings\": ")
        out.list(input.findings) { out, finding in
            out.member("rule", first: true); out.string(finding.rule)
            out.member("severity"); out.string(finding.severity.rawValue)
            out.member("file"); out.string(finding.file)
            out.member("line"); out.int(finding.line)
            out.member("column"); out.int(finding.column)
            out.member("message"); out.string(finding.message)
            out.member("rib"); out.optionalString(finding.rib)
            out.member("fingerprint"); out.string(finding.fingerprint)
        }
        out.raw(",\n  \"ribs\": ")
        out.list(input.ribs) { out, rib in
            out.member("name", first: true); out.string(rib.name)
            out.member("parents"); out.strings(rib.parents)
            out.member("children"); out.strings(rib.children)
            out.member("files"); out.strings(rib.files)
        }
        out.raw(",\n  \"dashboard\": ")
        dashboard(input, to: &out)
        out.raw("\n}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Figures for dashboards: per RIB and per owner, findings by severity and by rule; the
    /// baseline comparison. One RIB or owner per line, like the findings.
    private func dashboard(_ input: ReportInput, to out: inout JSONLines) {
        let context = input.dashboard
        var byRIB: [String: [Finding]] = [:]
        for finding in input.findings { if let rib = finding.rib { byRIB[rib, default: []].append(finding) } }
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
        let owners = Set(byOwner.keys).union(ribsOfOwner.keys).sorted()
        let baseline: JSONTree = context.baseline.map { comparison in
            .object([("new", .int(comparison.new)), ("fixed", .int(comparison.fixed)), ("unchanged", .int(comparison.unchanged))])
        } ?? .null
        out.raw("{\n    \"codeowners\": ")
        out.optionalString(context.codeOwnersFile)
        out.raw(",\n    \"baseline\": ")
        baseline.appendCompact(to: &out.bytes)
        out.raw(",\n    \"ribs\": ")
        out.list(input.ribs, indent: "      ", closing: "    ") { out, rib in
            out.member("name", first: true); out.string(rib.name)
            out.member("files"); out.strings(rib.files)
            out.tally(byRIB[rib.name] ?? [])
        }
        out.raw(",\n    \"owners\": ")
        out.list(owners, indent: "      ", closing: "    ") { out, owner in
            out.member("owner", first: true); out.string(owner)
            out.member("ribs"); out.strings((ribsOfOwner[owner] ?? []).sorted())
            out.tally(byOwner[owner] ?? [])
        }
        out.raw(",\n    \"unowned\": {")
        out.tally(unowned, first: true)
        out.raw("}\n  }")
    }
}

/// The bytes of a report being written, with the pieces of `JSONTree`'s compact form.
private struct JSONLines {
    var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes += text.utf8 }
    mutating func string(_ value: String) { JSONText.appendQuoted(value, to: &bytes) }
    mutating func int(_ value: Int) { bytes += String(value).utf8 }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `"key": `, after `, ` unless it is the object's first member.
    mutating func member(_ key: String, first: Bool = false) {
        if !first { raw(", ") }
        string(key)
        raw(": ")
    }

    mutating func strings(_ values: [String]) {
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { raw(", ") }
            string(value)
        }
        bytes.append(0x5D)
    }

    /// One object per line, `indent` before each and `closing` before the `]`; `[]` when empty.
    mutating func list<Item>(_ items: [Item], indent: String = "    ", closing: String = "  ",
                             _ members: (inout JSONLines, Item) -> Void) {
        guard !items.isEmpty else { raw("[]"); return }
        raw("[\n")
        for (index, item) in items.enumerated() {
            if index > 0 { raw(",\n") }
            raw(indent)
            bytes.append(0x7B)
            members(&self, item)
            bytes.append(0x7D)
        }
        raw("\n")
        raw(closing)
        raw("]")
    }

    /// The members `findings` (by severity) and `rules` (count per rule id, sorted).
    mutating func tally(_ findings: [Finding], first: Bool = false) {
        var counts = (errors: 0, warnings: 0, infos: 0)
        var rules: [String: Int] = [:]
        for finding in findings {
            switch finding.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .info: counts.infos += 1
            }
            rules[finding.rule, default: 0] += 1
        }
        member("findings", first: first)
        rawObject([("errors", counts.errors), ("warnings", counts.warnings), ("infos", counts.infos)])
        member("rules")
        rawObject(rules.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    private mutating func rawObject(_ members: [(String, Int)]) {
        bytes.append(0x7B)
        for (index, (key, value)) in members.enumerated() {
            member(key, first: index == 0)
            int(value)
        }
        bytes.append(0x7D)
    }
}
