import RIBLintCore

/// SARIF 2.1.0 as GitHub code scanning reads it: one run, the rules with their descriptions and
/// default levels, results with paths relative to `%SRCROOT%` and riblint's fingerprint as a
/// partial fingerprint, so that code scanning tracks a finding across commits.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let fingerprintKey = "riblint/v1"

    public init() {}

    public func render(_ input: ReportInput) -> String {
        var rules = input.rules
        var known = Set(rules.map(\.id))
        for finding in input.findings where known.insert(finding.rule).inserted {
            rules.append(RuleMetadata(id: finding.rule, defaultSeverity: finding.severity, summary: finding.rule, rationale: ""))
        }
        rules.sort { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })

        let driver = JSONTree.object([
            ("name", .string("riblint")),
            ("version", .string(input.toolVersion)),
            ("informationUri", .string(input.informationUri)),
            ("rules", .array(rules.map(ruleObject))),
        ])
        let run = JSONTree.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(input.findings.map { result($0, ruleIndex: ruleIndex[$0.rule] ?? 0, input: input) })),
        ])
        return JSONTree.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).pretty
    }

    private func ruleObject(_ rule: RuleMetadata) -> JSONTree {
        let summary = rule.summary.isEmpty ? rule.id : rule.summary
        let full = rule.rationale.isEmpty ? summary : rule.rationale
        let help = "\(full)\n\nRun `riblint explain \(rule.id)` for examples. To accept one finding, put "
            + "`// riblint:disable-next-line \(rule.id)` above it."
        return .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(summary))])),
            ("fullDescription", .object([("text", .string(full))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.sarifLevel))])),
            ("properties", .object([("tags", .array([.string(rule.category)]))])),
        ])
    }

    private func result(_ finding: Finding, ruleIndex: Int, input: ReportInput) -> JSONTree {
        var members: [(String, JSONTree)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.sarifLevel)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.file, finding.line, finding.column, input))])])),
        ]
        if !finding.fingerprint.isEmpty {
            members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(finding.fingerprint))])))
        }
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { index, related in
                .object([
                    ("id", .int(index)),
                    ("physicalLocation", physicalLocation(related.file, related.line, related.column, input)),
                    ("message", .object([("text", .string(related.message))])),
                ])
            })))
        }
        return .object(members)
    }

    private func physicalLocation(_ file: String, _ line: Int, _ column: Int, _ input: ReportInput) -> JSONTree {
        let column = input.utf16Column(file: file, line: line, byteColumn: column)
        return .object([
            ("artifactLocation", .object([("uri", .string(Self.uri(forRelativePath: file))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("region", .object([("startLine", .int(max(1, line))), ("startColumn", .int(max(1, column)))])),
        ])
    }

    /// A relative URI reference for a path: every byte outside the unreserved set and `/`
    /// percent-encoded (spaces, `%`, `#`, `:` and non-ASCII names stay unambiguous).
    public static func uri(forRelativePath path: String) -> String {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
