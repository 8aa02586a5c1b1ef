#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the default configuration and a project's `rules.json`, checks both, and merges them.
///
/// Merging goes key by key: objects merge recursively, any other value (arrays included) replaces
/// the default's. Keys starting with `$comment` are documentation and ignored at every level.
public enum ConfigurationLoader {
    public static let fileName = "rules.json"
    /// How errors in the embedded default name their file.
    public static let builtInName = "rules.json (built-in default)"
    static let severityNames = Severity.allCases.map(\.rawValue)
    static let topLevelKeys = ["version", "include", "exclude", "rules", "framework"]
    static let ruleKeys = ["enabled", "severity", "options"]
    static let supportedVersion = 1

    /// The configuration for a run: `defaultText` (normally `DefaultConfiguration.text`) overridden
    /// by the file at `overridePath`, if any. `knownRules` are the registry's rules; Core's
    /// `lint/unused-suppression` is added when missing.
    public static func load(defaultText: String = DefaultConfiguration.text, overridePath: String?,
                            knownRules: [RuleMetadata]) throws -> Configuration {
        guard let overridePath else {
            return try load(defaultText: defaultText, overrideText: nil, overrideName: "", knownRules: knownRules)
        }
        let text = try readFile(overridePath)
        return try load(defaultText: defaultText, overrideText: text, overrideName: overridePath, knownRules: knownRules)
    }

    /// As `load(defaultText:overridePath:knownRules:)`, with the project's file already read.
    public static func load(defaultText: String = DefaultConfiguration.text, overrideText: String?, overrideName: String,
                            knownRules: [RuleMetadata]) throws -> Configuration {
        var rules = knownRules
        if !rules.contains(where: { $0.id == RuleMetadata.unusedSuppression.id }) {
            rules.append(RuleMetadata.unusedSuppression)
        }
        let defaultNode = try JSONParser.parse(defaultText, file: builtInName)
        // The default may mention rules this binary does not register (yet): they are ignored, so
        // that a registry and a rules.json out of step do not stop every run (a test compares them).
        try Validator(file: builtInName, knownRules: nil, optionTypes: [:]).validateDocument(defaultNode)
        var merged = stripComments(defaultNode.configValue)
        var sources = [builtInName]
        if let overrideText {
            let overrideNode = try JSONParser.parse(overrideText, file: overrideName)
            let optionTypes = Self.optionTypes(defaults: merged, rules: rules)
            try Validator(file: overrideName, knownRules: Set(rules.map(\.id)), optionTypes: optionTypes)
                .validateDocument(overrideNode)
            merged = deepMerge(merged, stripComments(overrideNode.configValue))
            sources.append(overrideName)
        }
        return build(from: merged, rules: rules, sources: sources)
    }

    /// `root/rules.json` when that file exists: a project's own configuration.
    public static func projectConfigurationPath(inRoot root: String) -> String? {
        let path = root.hasSuffix("/") ? root + fileName : root + "/" + fileName
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return path
    }

    /// Differences between `defaultText` and the registry: rules on one side only, default
    /// severities or option names that differ. Empty when they agree (a test asserts it).
    public static func consistencyProblems(defaultText: String = DefaultConfiguration.text,
                                           knownRules: [RuleMetadata]) -> [String] {
        let node: JSONNode
        do {
            node = try JSONParser.parse(defaultText, file: builtInName)
        } catch {
            return ["\(error)"]
        }
        let rulesObject = stripComments(node.configValue).objectValue?["rules"]?.objectValue ?? [:]
        var problems: [String] = []
        let known = Dictionary(knownRules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in rulesObject.keys.sorted() where known[id] == nil {
            problems.append("rules.json lists \(id), which no rule registers")
        }
        for rule in knownRules.sorted(by: { $0.id < $1.id }) {
            guard let entry = rulesObject[rule.id]?.objectValue else {
                problems.append("rules.json does not list \(rule.id)")
                continue
            }
            if let severity = entry["severity"]?.stringValue, severity != rule.defaultSeverity.rawValue {
                problems.append("\(rule.id): rules.json says severity \(severity), the rule says \(rule.defaultSeverity.rawValue)")
            }
            let fileOptions = Set(entry["options"]?.objectValue?.keys.map { $0 } ?? [])
            let ruleOptions = Set(rule.optionDefaults.keys)
            if fileOptions != ruleOptions {
                problems.append("\(rule.id): rules.json has options \(fileOptions.sorted()), the rule declares \(ruleOptions.sorted())")
            } else {
                for key in ruleOptions.sorted() where entry["options"]?.objectValue?[key] != rule.optionDefaults[key] {
                    problems.append("\(rule.id): option \(key) defaults differ between rules.json and the rule")
                }
            }
        }
        return problems
    }

    // MARK: - merging

    static func isComment(_ key: String) -> Bool { key.hasPrefix("$comment") }

    static func stripComments(_ value: ConfigValue) -> ConfigValue {
        switch value {
        case .object(let members):
            var result: [String: ConfigValue] = [:]
            for (key, member) in members where !isComment(key) { result[key] = stripComments(member) }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(stripComments))
        default:
            return value
        }
    }

    /// Objects merge key by key, recursively; anything else in `override` replaces `base`.
    public static func deepMerge(_ base: ConfigValue, _ override: ConfigValue) -> ConfigValue {
        guard case .object(var merged) = base, case .object(let overriding) = override else { return override }
        for (key, value) in overriding {
            if let existing = merged[key] {
                merged[key] = deepMerge(existing, value)
            } else {
                merged[key] = value
            }
        }
        return .object(merged)
    }

    /// For each rule, the options a project may set and the value whose type it must use: the
    /// rule's declared defaults, and what the default file lists.
    private static func optionTypes(defaults: ConfigValue, rules: [RuleMetadata]) -> [String: [String: ConfigValue]] {
        var types: [String: [String: ConfigValue]] = [:]
        for rule in rules { types[rule.id] = rule.optionDefaults }
        let fileRules = defaults.objectValue?["rules"]?.objectValue ?? [:]
        for (id, entry) in fileRules {
            for (key, value) in entry.objectValue?["options"]?.objectValue ?? [:] {
                types[id, default: [:]][key] = value
            }
        }
        return types
    }

    private static func build(from merged: ConfigValue, rules: [RuleMetadata], sources: [String]) -> Configuration {
        let root = merged.objectValue ?? [:]
        let fileRules = root["rules"]?.objectValue ?? [:]
        var settings: [String: RuleSettings] = [:]
        for rule in rules {
            let entry = fileRules[rule.id]?.objectValue ?? [:]
            var options = rule.optionDefaults
            for (key, value) in entry["options"]?.objectValue ?? [:] { options[key] = value }
            settings[rule.id] = RuleSettings(
                enabled: entry["enabled"]?.boolValue ?? true,
                severity: entry["severity"]?.stringValue.flatMap(Severity.init(rawValue:)) ?? rule.defaultSeverity,
                options: options
            )
        }
        var framework = FrameworkVocabulary.default
        for (key, value) in root["framework"]?.objectValue ?? [:] {
            if let strings = value.stringArray { framework.setValues(strings, forField: key) }
        }
        return Configuration(
            version: root["version"]?.intValue ?? supportedVersion,
            include: root["include"]?.stringArray ?? [],
            exclude: root["exclude"]?.stringArray ?? [],
            rules: settings,
            framework: framework,
            sources: sources
        )
    }

    private static func readFile(_ path: String) throws -> String {
        do {
            return try FileIO.readText(path)
        } catch let error as FileIOError {
            throw ConfigurationError(file: path, problem: error.problem)
        }
    }
}

/// Checks a configuration document's keys and value types before it is merged, so that every
/// error names the file that has it.
private struct Validator {
    let file: String
    /// nil accepts any rule id of the form `category/name` (the default file).
    let knownRules: Set<String>?
    /// The options each rule accepts, with a value of the expected type; unused for the default.
    let optionTypes: [String: [String: ConfigValue]]

    func validateDocument(_ node: JSONNode) throws {
        guard case .object(let members) = node.kind else {
            throw error(node, [], "expected an object at the top level, found \(node.kindName)")
        }
        for member in members where !ConfigurationLoader.isComment(member.key) {
            let path = [member.key]
            switch member.key {
            case "version":
                guard case .integer(let version) = member.value.kind else {
                    throw error(member.value, path, "expected an integer (1), found \(member.value.kindName)")
                }
                guard version == ConfigurationLoader.supportedVersion else {
                    throw error(member.value, path, "unsupported version \(version); this riblint reads version \(ConfigurationLoader.supportedVersion)")
                }
            case "include", "exclude":
                let patterns = try stringArray(member.value, path)
                for (index, pattern) in patterns.enumerated() {
                    if let problem = Glob.problem(in: pattern.value) {
                        throw error(pattern.node, path + ["[\(index)]"], "invalid glob pattern \"\(pattern.value)\": \(problem)")
                    }
                }
            case "rules":
                try validateRules(member.value, path)
            case "framework":
                try validateFramework(member.value, path)
            default:
                throw unknownKey(member, path, known: ConfigurationLoader.topLevelKeys)
            }
        }
    }

    private func validateRules(_ node: JSONNode, _ path: [String]) throws {
        guard case .object(let members) = node.kind else {
            throw error(node, path, "expected an object of rule ids, found \(node.kindName)")
        }
        for member in members where !ConfigurationLoader.isComment(member.key) {
            let id = member.key
            let rulePath = path + [id]
            if let knownRules {
                guard knownRules.contains(id) else {
                    let hint = NameSuggestion.didYouMean(id, in: knownRules.sorted())
                    throw ConfigurationError(file: file, keyPath: ConfigurationError.keyPath(rulePath), line: member.line,
                                             column: member.column,
                                             problem: "unknown rule id \"\(id)\"\(hint) (`riblint rules` lists every rule)")
                }
            } else if !isRuleIdShape(id) {
                throw ConfigurationError(file: file, keyPath: ConfigurationError.keyPath(rulePath), line: member.line,
                                         column: member.column, problem: "expected a rule id of the form category/name")
            }
            guard case .object(let settings) = member.value.kind else {
                throw error(member.value, rulePath, "expected an object with enabled, severity and options, found \(member.value.kindName)")
            }
            for setting in settings where !ConfigurationLoader.isComment(setting.key) {
                let settingPath = rulePath + [setting.key]
                switch setting.key {
                case "enabled":
                    guard case .bool = setting.value.kind else {
                        throw error(setting.value, settingPath, "expected a boolean (true or false), found \(setting.value.kindName)")
                    }
                case "severity":
                    let names = ConfigurationLoader.severityNames
                    let expected = "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                    guard case .string(let severity) = setting.value.kind else {
                        throw error(setting.value, settingPath, "\(expected), found \(setting.value.kindName)")
                    }
                    guard names.contains(severity) else {
                        throw error(setting.value, settingPath, "unknown severity \"\(severity)\"; \(expected)")
                    }
                case "options":
                    try validateOptions(setting.value, settingPath, ruleId: id)
                default:
                    throw unknownKey(setting, settingPath, known: ConfigurationLoader.ruleKeys)
                }
            }
        }
    }

    private func validateOptions(_ node: JSONNode, _ path: [String], ruleId: String) throws {
        guard case .object(let members) = node.kind else {
            throw error(node, path, "expected an object of options, found \(node.kindName)")
        }
        // The default file declares the options; only a project's file is checked against them.
        guard knownRules != nil else { return }
        let accepted = optionTypes[ruleId] ?? [:]
        for member in members where !ConfigurationLoader.isComment(member.key) {
            let optionPath = path + [member.key]
            guard let expected = accepted[member.key] else {
                if accepted.isEmpty {
                    throw ConfigurationError(file: file, keyPath: ConfigurationError.keyPath(optionPath), line: member.line,
                                             column: member.column, problem: "unknown option \"\(member.key)\"; \(ruleId) has no options")
                }
                throw unknownKey(member, optionPath, known: accepted.keys.sorted())
            }
            if let problem = typeProblem(member.value, expected: expected) {
                throw error(member.value, optionPath, problem)
            }
        }
    }

    private func validateFramework(_ node: JSONNode, _ path: [String]) throws {
        guard case .object(let members) = node.kind else {
            throw error(node, path, "expected an object, found \(node.kindName)")
        }
        for member in members where !ConfigurationLoader.isComment(member.key) {
            guard FrameworkVocabulary.fieldNames.contains(member.key) else {
                throw unknownKey(member, path + [member.key], known: FrameworkVocabulary.fieldNames)
            }
            _ = try stringArray(member.value, path + [member.key])
        }
    }

    /// Why `node` cannot stand where `expected` is the default, or nil when its type fits.
    private func typeProblem(_ node: JSONNode, expected: ConfigValue) -> String? {
        switch (expected, node.kind) {
        case (.null, _), (.bool, .bool), (.string, .string), (.object, .object), (.integer, .integer),
             (.number, .integer), (.number, .number):
            return nil
        case (.array(let defaults), .array(let elements)):
            guard let first = defaults.first else { return nil }
            for (index, element) in elements.enumerated() where typeProblem(element, expected: first) != nil {
                return "expected an array of \(plural(first)), found \(element.kindName) at index \(index)"
            }
            return nil
        case (.array(let defaults), _):
            let what = defaults.first.map { "an array of \(plural($0))" } ?? "an array"
            return "expected \(what), found \(node.kindName)"
        default:
            return "expected \(expected.kindName), found \(node.kindName)"
        }
    }

    private func plural(_ value: ConfigValue) -> String {
        switch value {
        case .string: "strings"
        case .bool: "booleans"
        case .integer: "integers"
        case .number: "numbers"
        case .array: "arrays"
        case .object: "objects"
        case .null: "values"
        }
    }

    private func stringArray(_ node: JSONNode, _ path: [String]) throws -> [(value: String, node: JSONNode)] {
        guard case .array(let elements) = node.kind else {
            throw error(node, path, "expected an array of strings, found \(node.kindName)")
        }
        var strings: [(value: String, node: JSONNode)] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let string) = element.kind else {
                throw error(element, path + ["[\(index)]"], "expected a string, found \(element.kindName)")
            }
            strings.append((string, element))
        }
        return strings
    }

    private func isRuleIdShape(_ id: String) -> Bool {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
    }

    private func unknownKey(_ member: JSONMember, _ path: [String], known: [String]) -> ConfigurationError {
        let hint = NameSuggestion.didYouMean(member.key, in: known)
        return ConfigurationError(file: file, keyPath: ConfigurationError.keyPath(path), line: member.line, column: member.column,
                                  problem: "unknown key \"\(member.key)\"\(hint) (expected one of: \(known.joined(separator: ", ")))")
    }

    private func error(_ node: JSONNode, _ path: [String], _ problem: String) -> ConfigurationError {
        ConfigurationError(file: file, keyPath: path.isEmpty ? nil : ConfigurationError.keyPath(path), line: node.line,
                           column: node.column, problem: problem)
    }
}
