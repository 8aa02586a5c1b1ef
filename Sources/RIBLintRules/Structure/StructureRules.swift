/// The `structure/*` rules, in id order.
enum StructureRules {
    static let all: [any Rule.Type] = [
        IncompleteRIB.self,
        UnreachableRIB.self,
        ViewInInteractor.self,
    ]
}
