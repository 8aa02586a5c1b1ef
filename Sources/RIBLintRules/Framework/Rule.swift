import RIBLintAnalysis
import RIBLintCore
import RIBLintLexer
import RIBLintModel

/// A rule: its description and a check that reads the project model and reports findings.
/// A rule keeps no state between runs and never reads files: everything comes in the `RulePass`,
/// the facts it shares with other rules through the analyses its description `requires`.
public protocol Rule {
    static var description: RuleDescription { get }
    static func check(_ pass: RulePass)
}

/// A finding as a rule reports it: a byte offset in a file, turned into a line and column,
/// a relative path, a severity and a fingerprint by the driver.
public struct RuleFinding: Sendable {
    public struct Related: Sendable {
        public var source: SourceBuffer
        public var offset: UInt32
        public var message: String
        public init(source: SourceBuffer, offset: UInt32, message: String) {
            self.source = source
            self.offset = offset
            self.message = message
        }
    }

    public var ruleId: String
    public var source: SourceBuffer
    public var offset: UInt32
    public var message: String
    public var rib: String?
    public var related: [Related]
}

/// The whole world of one rule's run (go/analysis' `Pass`): the model, the vocabulary, the
/// rule's options, and `report`.
public final class RulePass {
    public let ruleId: String
    public let model: ProjectModel
    public let vocabulary: FrameworkVocabulary
    public let options: [String: ConfigValue]
    public private(set) var findings: [RuleFinding] = []
    private let analyses: AnalysisResults
    private let declared: Set<AnalyzerKey>

    public init(ruleId: String, model: ProjectModel, vocabulary: FrameworkVocabulary, options: [String: ConfigValue],
                analyses: AnalysisResults, requires: [any Analyzer.Type]) {
        self.ruleId = ruleId
        self.model = model
        self.vocabulary = vocabulary
        self.options = options
        self.analyses = analyses
        declared = Set(requires.map(AnalyzerKey.init))
    }

    /// The result of an analysis the rule requires. Reading one it did not declare stops the run
    /// with both names: a defect of the rule, which every rule's example tests would show.
    public func result<A: Analyzer>(of analyzer: A.Type) -> A.Result {
        analyses.result(of: analyzer, readBy: "rule \(ruleId)", declared: declared)
    }

    /// Reports a finding at the token starting at `offset` in `source`.
    public func report(_ message: String, in source: SourceBuffer, at offset: UInt32, rib: String? = nil,
                       related: [RuleFinding.Related] = []) {
        findings.append(RuleFinding(ruleId: ruleId, source: source, offset: offset, message: message, rib: rib, related: related))
    }

    /// An option's value: the configured one, else the rule's default.
    public func option(_ key: String, default fallback: ConfigValue) -> ConfigValue {
        options[key] ?? fallback
    }

    /// A string-list option: the configured one, else the rule's default.
    public func strings(_ key: String, default fallback: [String]) -> [String] {
        options[key]?.stringArray ?? fallback
    }
}
