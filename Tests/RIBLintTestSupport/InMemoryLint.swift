import RIBLintCore
import RIBLintDriver
import RIBLintModel
import RIBLintRules

/// Lints files given in memory, as one project with the default configuration (or `rulesJSON`).
public enum InMemoryLint {
    public static func run(_ files: [(name: String, text: String)], rulesJSON: String? = nil, jobs: Int = 1) throws -> LintResult {
        let configuration = try ConfigurationLoader.load(overrideText: rulesJSON, overrideName: "rules.json",
                                                         knownRules: RuleRegistry.metadata)
        let sources = files.map { SourceInput(path: $0.name, bytes: Array($0.text.utf8)) }
        return Linter.lint(sources, configuration: configuration, modules: ModuleMap(defaultModule: "Example"), jobs: jobs)
    }
}
