/// How much a finding matters. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error
    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A second place involved in a finding (the provider of a mismatched dependency, ...).
public struct RelatedLocation: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// One problem found by one rule at one token.
public struct Finding: Sendable, Hashable, Codable {
    /// `category/name`, e.g. `leak/strong-listener`.
    public var rule: String
    public var severity: Severity
    /// Relative to the directory riblint was started in, with `/`.
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-8 bytes as the compiler counts.
    public var column: Int
    /// What is wrong and what to do, with the concrete names; no severity prefix, no period.
    public var message: String
    /// The RIB the offending code belongs to, if any.
    public var rib: String?
    /// Stable across unrelated edits above the finding; see `Fingerprint`.
    public var fingerprint: String
    public var related: [RelatedLocation]

    public init(rule: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                rib: String? = nil, fingerprint: String = "", related: [RelatedLocation] = []) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.rib = rib
        self.fingerprint = fingerprint
        self.related = related
    }

    /// The report order: file, line, column, rule (SPEC section 8).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
