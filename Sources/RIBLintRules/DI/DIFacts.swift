import RIBLintAST
import RIBLintModel

/// Facts the `di/*` rules share: paths as people read them, and same-named providers.
enum DIFacts {
    /// `Root > LoggedIn > Search`.
    static func describe(_ path: [RIBID], in model: ProjectModel) -> String {
        path.map { model[$0].name }.joined(separator: " > ")
    }

    /// The requirements of a RIB's own dependency protocol (not those inherited from a shared
    /// protocol, which are reported once, where they are declared, by the RIB that owns them).
    static func ownRequirements(_ entry: RIBDependencies) -> [RequirementResolution] {
        entry.requirements.filter { $0.requirement.declaredIn == entry.dependencyProtocol }
    }

    /// A property of the provider (a parent's component) with the requirement's name but another
    /// written type: Swift lets a protocol-extension default satisfy the requirement then, and the
    /// provider's property is silently ignored.
    static func sameNamedOtherType(on provider: TypeID, requirement: DependencyRequirement,
                                   in model: ProjectModel) -> (member: TypeMember, type: String)? {
        for member in model.types.membersIncludingInherited(of: provider, visibleFrom: nil) where member.name == requirement.name {
            guard let property = member.property, let written = property.type else { continue }
            let type = TypeText.normalise(written.text)
            if !model.types.sameType(type, requirement.type) { return (member, type) }
        }
        return nil
    }

    static func location(of member: TypeMember, in model: ProjectModel) -> SourceLocation {
        let offset = member.property?.name.offset ?? 0
        return model.location(file: member.file, offset: offset)
    }
}
