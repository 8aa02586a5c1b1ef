import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintRules

/// One source file handed to the linter: read from disk, or given in memory (tests, `--staged`).
public struct SourceInput: Sendable {
    /// Relative to the working directory, with `/`.
    public var path: String
    public var bytes: [UInt8]
    /// False for files that give the model context but whose findings are not reported
    /// (`--staged` reports staged files only).
    public var isReported: Bool
    public init(path: String, bytes: [UInt8], isReported: Bool = true) {
        self.path = path
        self.bytes = bytes
        self.isReported = isReported
    }
}

/// What one lint run needs besides the sources.
public struct LintSettings: Sendable {
    /// Rule id -> severity for every enabled rule; rules not listed do not run.
    public var enabledRules: [String: Severity]
    public var options: [String: [String: OptionValue]]
    public var vocabulary: FrameworkVocabulary
    public var jobs: Int

    public init(enabledRules: [String: Severity], options: [String: [String: OptionValue]] = [:],
                vocabulary: FrameworkVocabulary = .default, jobs: Int = 1) {
        self.enabledRules = enabledRules
        self.options = options
        self.vocabulary = vocabulary
        self.jobs = max(1, jobs)
    }

    /// Every rule at its default severity.
    public static func defaults(jobs: Int = 1) -> LintSettings {
        var enabled: [String: Severity] = [:]
        for rule in RuleRegistry.all { enabled[rule.description.id] = rule.description.defaultSeverity }
        enabled[RuleRegistry.unusedSuppressionId] = .warning
        return LintSettings(enabledRules: enabled, jobs: jobs)
    }
}

/// The outcome of a run, ready for a reporter.
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var ribs: [RIBSummary]
    public var fileCount: Int
    public var lineCount: Int
    public var durationMs: Int
}

/// A RIB as the report lists it (SPEC section 8).
public struct RIBSummary: Sendable, Hashable {
    public var name: String
    public var parents: [String]
    public var children: [String]
    public var files: [String]
}

/// The pipeline: sources -> lexer -> AST (parallel) -> model -> rules -> suppressions ->
/// fingerprints -> sorted findings.
public enum Linter {
    /// Parses sources in parallel, in input order.
    public static func parse(_ sources: [SourceInput], jobs: Int) -> [FileSyntax] {
        parallelMap(sources, jobs: jobs) { source in
            SyntaxParser.parse(SourceBuffer(path: source.path, bytes: source.bytes))
        }
    }
}
