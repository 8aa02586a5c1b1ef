import RIBLintCore

/// A RIB as reports list it (SPEC section 8, `ribs`).
public struct ReportRIB: Sendable, Hashable {
    public var name: String
    /// Every RIB that builds this one; empty for a root.
    public var parents: [String]
    public var children: [String]
    public var files: [String]

    public init(name: String, parents: [String] = [], children: [String] = [], files: [String] = []) {
        self.name = name
        self.parents = parents
        self.children = children
        self.files = files
    }
}

/// The numbers of a run that do not follow from the findings.
public struct ReportSummary: Sendable, Hashable {
    public var files: Int
    public var lines: Int
    public var ribs: Int
    public var durationMs: Int

    public init(files: Int, lines: Int, ribs: Int, durationMs: Int) {
        self.files = files
        self.lines = lines
        self.ribs = ribs
        self.durationMs = durationMs
    }
}

/// Everything a reporter renders. Equal inputs render to byte-identical text.
/// What the HTML report shows of a RIB beyond its name, parents, children and files.
public struct ReportRIBDetail: Sendable, Hashable {
    public struct Part: Sendable, Hashable {
        public var role: String
        public var name: String
        /// `path:line`.
        public var location: String
        public init(role: String, name: String, location: String) {
            self.role = role
            self.name = name
            self.location = location
        }
    }

    public struct Requirement: Sendable, Hashable {
        public var name: String
        public var type: String
        /// One line per path from a root: who provides it, or that nothing does.
        public var resolutions: [String]
        public init(name: String, type: String, resolutions: [String]) {
            self.name = name
            self.type = type
            self.resolutions = resolutions
        }
    }

    public var isViewless: Bool
    public var isRoot: Bool
    public var parts: [Part]
    public var requirements: [Requirement]
    /// The first line of the builder's doc comment.
    public var summary: String?

    public init(isViewless: Bool, isRoot: Bool, parts: [Part], requirements: [Requirement], summary: String?) {
        self.isViewless = isViewless
        self.isRoot = isRoot
        self.parts = parts
        self.requirements = requirements
        self.summary = summary
    }
}

/// What the JSON report's `dashboard` needs beyond the findings and the RIBs: who owns each file
/// (from CODEOWNERS) and how the run compares with a baseline.
public struct DashboardContext: Sendable {
    /// The CODEOWNERS file read, relative to the working directory; nil when there is none.
    public var codeOwnersFile: String?
    /// The owners of every file of a finding or a RIB (paths as reported); a file without owners
    /// is absent.
    public var ownersOfFile: [String: [String]]
    public var baseline: BaselineComparison?

    public init(codeOwnersFile: String? = nil, ownersOfFile: [String: [String]] = [:], baseline: BaselineComparison? = nil) {
        self.codeOwnersFile = codeOwnersFile
        self.ownersOfFile = ownersOfFile
        self.baseline = baseline
    }
}

/// A run against a baseline: findings not in it, baseline entries no longer found, and both.
public struct BaselineComparison: Sendable, Hashable {
    public var new: Int
    public var fixed: Int
    public var unchanged: Int
    public init(new: Int, fixed: Int, unchanged: Int) {
        self.new = new
        self.fixed = fixed
        self.unchanged = unchanged
    }
}

public struct ReportInput: Sendable {
    /// Where SARIF consumers link the tool's name.
    public static let defaultInformationUri = "https://github.com/riblint/riblint"

    /// In report order (`Finding.reportOrder`), whatever order they were given in.
    public let findings: [Finding]
    public var summary: ReportSummary
    /// Sorted by name.
    public let ribs: [ReportRIB]
    /// The rules of the run, for SARIF's rule descriptions; sorted by id.
    public let rules: [RuleMetadata]
    public var toolVersion: String
    public var informationUri: String
    /// The text of a 1-based line of a file, when the caller has it. Findings count columns in
    /// UTF-8 bytes, as compilers do; SARIF and GitHub count UTF-16 code units, so those reporters
    /// convert with the line's text, and keep the byte column when it is unknown.
    public var lineText: (@Sendable (_ file: String, _ line: Int) -> String?)?
    /// Owners and the baseline comparison, for the JSON report's `dashboard`.
    public var dashboard = DashboardContext()
    /// Parts, requirements and marks of each RIB by name, for the HTML report.
    public var ribDetails: [String: ReportRIBDetail] = [:]

    public init(findings: [Finding], summary: ReportSummary, ribs: [ReportRIB] = [], rules: [RuleMetadata] = [],
                toolVersion: String, informationUri: String = ReportInput.defaultInformationUri,
                lineText: (@Sendable (_ file: String, _ line: Int) -> String?)? = nil) {
        self.findings = findings.sorted(by: Finding.reportOrder)
        self.summary = summary
        self.ribs = ribs.sorted { $0.name < $1.name }
        self.rules = rules.sorted { $0.id < $1.id }
        self.toolVersion = toolVersion
        self.informationUri = informationUri
        self.lineText = lineText
    }

    /// `byteColumn` (1-based, UTF-8 bytes) as a 1-based column in UTF-16 code units.
    public func utf16Column(file: String, line: Int, byteColumn: Int) -> Int {
        guard byteColumn > 1, let text = lineText?(file, line) else { return byteColumn }
        return Self.utf16Column(byteColumn: byteColumn, in: text)
    }

    /// Counts the UTF-16 code units of the characters that start before `byteColumn`; a column past
    /// the end of the line keeps its distance from the end.
    public static func utf16Column(byteColumn: Int, in lineText: String) -> Int {
        var bytes = 0
        var units = 0
        for scalar in lineText.unicodeScalars {
            if bytes >= byteColumn - 1 { return units + 1 }
            bytes += UTF8.width(scalar)
            units += UTF16.width(scalar)
        }
        return units + 1 + max(0, byteColumn - 1 - bytes)
    }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }
    public var infoCount: Int { count(of: .info) }

    private func count(of severity: Severity) -> Int {
        var count = 0
        for finding in findings where finding.severity == severity { count += 1 }
        return count
    }
}

/// Renders a report as text in one format.
public protocol Reporter: Sendable {
    func render(_ input: ReportInput) -> String
}

/// The `--reporter` names.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, html

    /// `colored` matters to `text` only: the CLI passes whether the output is a terminal.
    public func makeReporter(colored: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(colored: colored)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .html: HTMLReporter()
        }
    }
}

/// Writes a rendered report.
public enum ReportWriter {
    /// To `path` atomically (a temporary file in the same directory, then a rename), or to
    /// standard output when `path` is nil. Throws `FileIOError`.
    public static func write(_ text: String, to path: String?) throws {
        guard let path else {
            try FileIO.writeStandardOutput(text)
            return
        }
        try FileIO.writeAtomically(text, to: path)
    }
}

extension Severity {
    /// SARIF's `level`.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
