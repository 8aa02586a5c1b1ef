/// The `leak/*` rules, in id order.
enum LeakRules {
    static let all: [any Rule.Type] = [
    ]
}
