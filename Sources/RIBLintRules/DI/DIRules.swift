/// The `di/*` rules, in id order.
enum DIRules {
    static let all: [any Rule.Type] = [
        DependencyTypeMismatch.self,
        MutableStreamPassedDown.self,
        UnfulfilledDependency.self,
        UnsharedInstance.self,
        UnusedDependency.self,
    ]
}
