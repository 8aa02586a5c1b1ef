/// The `structure/*` rules, in id order.
enum StructureRules {
    static let all: [any Rule.Type] = [
    ]
}
