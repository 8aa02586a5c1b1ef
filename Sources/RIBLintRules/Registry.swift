import RIBLintCore

/// Every rule riblint knows, in id order. A test checks that this list matches the files under
/// `Rules/` and the ids in rules.json.
public enum RuleRegistry {
    public static let all: [any Rule.Type] =
        LeakRules.all + LifecycleRules.all + RxRules.all + DIRules.all + StructureRules.all

    /// Metadata of every rule, `lint/unused-suppression` included.
    public static var metadata: [RuleMetadata] {
        all.map { $0.description.metadata } + [RuleMetadata.unusedSuppression]
    }

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The id of the finding reported for a suppression that suppressed nothing; it has no
    /// check of its own (the driver reports it after applying suppressions).
    public static let unusedSuppressionId = "lint/unused-suppression"
}
