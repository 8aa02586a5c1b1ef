/// The `lifecycle/*` rules, in id order.
enum LifecycleRules {
    static let all: [any Rule.Type] = [
    ]
}
