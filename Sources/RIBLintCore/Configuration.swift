/// One rule's effective settings after the default and the project's `rules.json` are merged.
public struct RuleSettings: Sendable, Hashable {
    public var enabled: Bool
    public var severity: Severity
    /// Every option the rule declares, with the project's value where it set one.
    public var options: [String: ConfigValue]

    public init(enabled: Bool, severity: Severity, options: [String: ConfigValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    public func option(_ name: String) -> ConfigValue? { options[name] }

    /// A string-list option, or `fallback` when it is absent.
    public func strings(_ name: String, default fallback: [String] = []) -> [String] {
        options[name]?.stringArray ?? fallback
    }

    public func bool(_ name: String, default fallback: Bool) -> Bool {
        options[name]?.boolValue ?? fallback
    }

    public func int(_ name: String, default fallback: Int) -> Int {
        options[name]?.intValue ?? fallback
    }
}

/// The effective configuration of a run.
public struct Configuration: Sendable, Hashable {
    public var version: Int
    /// Glob patterns of files to lint (see `Glob`); empty includes everything.
    public var include: [String]
    /// Glob patterns of files and directories to leave out; they win over `include`.
    public var exclude: [String]
    /// Settings of every known rule, by id.
    public var rules: [String: RuleSettings]
    public var framework: FrameworkVocabulary
    /// The files merged into this configuration, default first (for `--verbose` and messages).
    public var sources: [String]

    public init(version: Int = 1, include: [String], exclude: [String], rules: [String: RuleSettings],
                framework: FrameworkVocabulary, sources: [String] = []) {
        self.version = version
        self.include = include
        self.exclude = exclude
        self.rules = rules
        self.framework = framework
        self.sources = sources
    }

    public func settings(for ruleId: String) -> RuleSettings? { rules[ruleId] }

    public func isEnabled(_ ruleId: String) -> Bool { rules[ruleId]?.enabled ?? false }

    /// The ids of the enabled rules, sorted.
    public var enabledRuleIds: [String] { rules.filter { $0.value.enabled }.keys.sorted() }

    /// Severity of every enabled rule, by id: what the driver runs.
    public var enabledRuleSeverities: [String: Severity] {
        var severities: [String: Severity] = [:]
        for (id, settings) in rules where settings.enabled { severities[id] = settings.severity }
        return severities
    }

    public var pathFilter: PathFilter { PathFilter(include: include, exclude: exclude) }

    /// Applies the configured severity to findings and drops those of disabled rules. Findings of
    /// rules the configuration does not know keep their severity.
    public func applySettings(to findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for var finding in findings {
            if let settings = rules[finding.rule] {
                guard settings.enabled else { continue }
                finding.severity = settings.severity
            }
            result.append(finding)
        }
        return result
    }
}

extension FrameworkVocabulary {
    /// The keys of `framework` in rules.json, in the order the default file lists them.
    public static let fieldNames: [String] = [
        "interactorBases", "routerBases", "builderBases", "componentBases", "workerBases", "presenterBases",
        "dependencyProtocols", "viewBases", "launchRouterBases", "roots", "subscriptionCalls",
        "interactorConfinementCalls", "workerConfinementCalls", "containerCalls", "containerTypes",
        "streamTypes", "mutableStreamTypes", "viewTypes", "mainSchedulers", "backgroundSchedulers",
        "backgroundSources", "uiReceivers",
    ]

    /// The list stored under the rules.json key `field`.
    public func values(forField field: String) -> [String]? {
        switch field {
        case "interactorBases": interactorBases
        case "routerBases": routerBases
        case "builderBases": builderBases
        case "componentBases": componentBases
        case "workerBases": workerBases
        case "presenterBases": presenterBases
        case "dependencyProtocols": dependencyProtocols
        case "viewBases": viewBases
        case "launchRouterBases": launchRouterBases
        case "roots": roots
        case "subscriptionCalls": subscriptionCalls
        case "interactorConfinementCalls": interactorConfinementCalls
        case "workerConfinementCalls": workerConfinementCalls
        case "containerCalls": containerCalls
        case "containerTypes": containerTypes
        case "streamTypes": streamTypes
        case "mutableStreamTypes": mutableStreamTypes
        case "viewTypes": viewTypes
        case "mainSchedulers": mainSchedulers
        case "backgroundSchedulers": backgroundSchedulers
        case "backgroundSources": backgroundSources
        case "uiReceivers": uiReceivers
        default: nil
        }
    }

    /// Sets the list stored under `field`; false when there is no such field.
    @discardableResult
    public mutating func setValues(_ values: [String], forField field: String) -> Bool {
        switch field {
        case "interactorBases": interactorBases = values
        case "routerBases": routerBases = values
        case "builderBases": builderBases = values
        case "componentBases": componentBases = values
        case "workerBases": workerBases = values
        case "presenterBases": presenterBases = values
        case "dependencyProtocols": dependencyProtocols = values
        case "viewBases": viewBases = values
        case "launchRouterBases": launchRouterBases = values
        case "roots": roots = values
        case "subscriptionCalls": subscriptionCalls = values
        case "interactorConfinementCalls": interactorConfinementCalls = values
        case "workerConfinementCalls": workerConfinementCalls = values
        case "containerCalls": containerCalls = values
        case "containerTypes": containerTypes = values
        case "streamTypes": streamTypes = values
        case "mutableStreamTypes": mutableStreamTypes = values
        case "viewTypes": viewTypes = values
        case "mainSchedulers": mainSchedulers = values
        case "backgroundSchedulers": backgroundSchedulers = values
        case "backgroundSources": backgroundSources = values
        case "uiReceivers": uiReceivers = values
        default: return false
        }
        return true
    }
}
