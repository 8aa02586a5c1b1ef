/// The `leak/*` rules, in id order.
enum LeakRules {
    static let all: [any Rule.Type] = [
        ChildNeverDetached.self,
        RetainedAfterDetach.self,
        SelfCaptureInStoredClosure.self,
        StrongListener.self,
    ]
}
