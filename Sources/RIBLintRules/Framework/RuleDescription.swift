import RIBLintAnalysis
import RIBLintCore

/// Everything about a rule in one value: the registry, `riblint rules`, `riblint explain`,
/// the docs and the example tests all read it.
public struct RuleDescription: @unchecked Sendable {
    /// `category/name`, e.g. `leak/strong-listener`.
    public let id: String
    public let defaultSeverity: Severity
    /// One line, lower case, no period: what the rule flags.
    public let summary: String
    /// What it finds, why that is bad, and what to write instead.
    public let rationale: String
    /// Code that must not produce a finding of this rule.
    public let nonTriggeringExamples: [RuleExample]
    /// Code that must produce exactly the findings marked with `↓`.
    public let triggeringExamples: [RuleExample]
    /// Default option values (documented in rules.json).
    public let options: [String: ConfigValue]
    /// The analyses the rule reads (go/analysis' `Requires`): the driver runs exactly these for
    /// the enabled rules, and a rule reads no other.
    public let requires: [any Analyzer.Type]

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String,
                nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample],
                options: [String: ConfigValue] = [:], requires: [any Analyzer.Type] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.options = options
        self.requires = requires
    }

    public var category: String { String(id.prefix { $0 != "/" }) }

    /// What configuration, suppressions and reporters need of the rule.
    public var metadata: RuleMetadata {
        RuleMetadata(id: id, defaultSeverity: defaultSeverity, summary: summary, rationale: rationale, optionDefaults: options)
    }
    public var name: String { String(id.drop { $0 != "/" }.dropFirst()) }
}

