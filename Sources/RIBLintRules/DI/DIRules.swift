/// The `di/*` rules, in id order.
enum DIRules {
    static let all: [any Rule.Type] = [
    ]
}
