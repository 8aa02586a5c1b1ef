import RIBLintCore

/// The layers of the project model a rule reads. The driver builds only what the enabled
/// rules declare (go/analysis' `Requires`).
public enum ModelLayer: String, Sendable, CaseIterable {
    /// Declarations and parsed bodies of single files.
    case syntax
    /// The type index: inheritance, conformances, RIB parts.
    case types
    /// RIBs and the RIB tree.
    case tree
    /// The dependency-injection graph.
    case dependencies
}

/// Everything about a rule in one value: the registry, `riblint rules`, `riblint explain`,
/// the docs and the example tests all read it.
public struct RuleDescription: Sendable {
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
    public let requires: Set<ModelLayer>

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String,
                nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample],
                options: [String: ConfigValue] = [:], requires: Set<ModelLayer>) {
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

