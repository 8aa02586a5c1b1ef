/// What the configuration, the suppressions and the reporters need to know about a rule, without
/// its code: the driver hands the registry's list to them.
public struct RuleMetadata: Sendable, Hashable {
    /// `category/name`, e.g. `leak/strong-listener`.
    public var id: String
    public var defaultSeverity: Severity
    /// One line, lower case, no period: what the rule finds.
    public var summary: String
    /// What it finds, why that is bad and what to write instead (a few sentences).
    public var rationale: String
    /// Every option the rule reads, with its default. The types here are the types a project's
    /// `rules.json` must use.
    public var optionDefaults: [String: ConfigValue]

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String,
                optionDefaults: [String: ConfigValue] = [:]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.optionDefaults = optionDefaults
    }

    /// The part before the slash (`leak` of `leak/strong-listener`).
    public var category: String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        return String(id[..<slash])
    }

    /// The one rule Core itself reports: a suppression comment that suppressed nothing.
    public static let unusedSuppression = RuleMetadata(
        id: "lint/unused-suppression",
        defaultSeverity: .warning,
        summary: "a riblint:disable comment that suppresses nothing",
        rationale: "A suppression that no longer silences a finding hides nothing today but will hide the next real "
            + "problem on that line or in that range. It also reports suppression comments that name an unknown rule "
            + "id or use an unknown directive. Delete the comment, or correct the rule id it names."
    )
}
