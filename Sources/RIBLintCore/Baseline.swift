/// Findings accepted as they are (`riblint baseline`): later runs with `--baseline` report only
/// findings whose fingerprint is not in it.
public struct Baseline: Sendable, Hashable {
    /// One accepted finding; rule and file are there for people reading diffs of the file.
    public struct Entry: Sendable, Hashable {
        public var fingerprint: String
        public var rule: String
        public var file: String

        public init(fingerprint: String, rule: String, file: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.file = file
        }
    }

    public static let version = 1
    /// Sorted by file, rule, fingerprint; no duplicate fingerprints.
    public private(set) var entries: [Entry]
    public let fingerprints: Set<String>

    public init(entries: [Entry]) {
        var seen: Set<String> = []
        // A finding without a fingerprint cannot be recognised later: it is never baselined.
        let unique = entries.filter { !$0.fingerprint.isEmpty && seen.insert($0.fingerprint).inserted }
        self.entries = unique.sorted { ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint) }
        self.fingerprints = seen
    }

    /// A baseline of `findings`, which must have fingerprints (`Fingerprint.assign`).
    public init(findings: [Finding]) {
        self.init(entries: findings.map { Entry(fingerprint: $0.fingerprint, rule: $0.rule, file: $0.file) })
    }

    public func contains(_ finding: Finding) -> Bool { fingerprints.contains(finding.fingerprint) }

    /// The findings that are new: not in the baseline.
    public func filter(_ findings: [Finding]) -> [Finding] {
        findings.filter { !fingerprints.contains($0.fingerprint) }
    }

    /// The baseline file's text: one entry per line, so that diffs stay readable.
    public func render() -> String {
        var text = "{\n  \"version\": \(Self.version),\n  \"tool\": \"riblint\",\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"fingerprint\": \(JSONText.quoted(entry.fingerprint)), \"rule\": \(JSONText.quoted(entry.rule)), "
            text += "\"file\": \(JSONText.quoted(entry.file))}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Reads a baseline file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Baseline {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch let error as ConfigurationError {
            let place = error.line.map { "line \($0), column \(error.column ?? 1): " } ?? ""
            throw FileIOError(path: file, problem: "not a riblint baseline: \(place)\(error.problem)")
        }
        guard case .object(let members) = root.kind else {
            throw FileIOError(path: file, problem: "not a riblint baseline: expected a JSON object")
        }
        var version: Int?
        var entries: [Entry] = []
        for member in members {
            switch member.key {
            case "version":
                guard case .integer(let value) = member.value.kind else {
                    throw FileIOError(path: file, problem: "version: expected an integer")
                }
                version = value
            case "findings":
                guard case .array(let elements) = member.value.kind else {
                    throw FileIOError(path: file, problem: "findings: expected an array")
                }
                for (index, element) in elements.enumerated() {
                    let value = element.configValue.objectValue
                    guard let fingerprint = value?["fingerprint"]?.stringValue, !fingerprint.isEmpty else {
                        throw FileIOError(path: file, problem: "findings[\(index)] (line \(element.line)): expected an object with a fingerprint")
                    }
                    entries.append(Entry(fingerprint: fingerprint, rule: value?["rule"]?.stringValue ?? "",
                                         file: value?["file"]?.stringValue ?? ""))
                }
            default:
                continue
            }
        }
        guard let version else { throw FileIOError(path: file, problem: "not a riblint baseline: no version") }
        guard version == Self.version else {
            throw FileIOError(path: file, problem: "baseline version \(version) is not supported; this riblint reads version \(Self.version)")
        }
        return Baseline(entries: entries)
    }

    public static func read(path: String) throws -> Baseline {
        try parse(FileIO.readText(path), file: path)
    }

    public func write(to path: String) throws {
        try FileIO.writeAtomically(render(), to: path)
    }
}
