import RIBLintCore
import RIBLintModel

/// `di/dependency-type-mismatch`: a provider has the requirement's name but another type.
enum DependencyTypeMismatch: Rule {
    static let description = RuleDescription(
        id: "di/dependency-type-mismatch",
        defaultSeverity: .error,
        summary: "a provider with a requirement's name but another type",
        rationale: """
            A parent's component that declares `var tripId: Int` for a child requiring \
            `var tripId: String` does not provide it. If nothing else does, the requirement is \
            unfulfilled; if a protocol-extension default of the right type exists, Swift silently \
            uses the default and the component's property is ignored: the child gets another value \
            than the parent meant to pass. Needle matches providers by name and type for the same \
            reason. Make the types agree, or rename one of the properties.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // file: TripComponent+Fare.swift
                extension TripComponent: FareDependency {
                    var tripId: String { dependency.tripId }
                }
                // file: TripBuilder.swift
                protocol TripDependency: Dependency { var tripId: String { get } }
                final class TripComponent: Component<TripDependency> {}
                final class TripBuilder: Builder<TripDependency> {
                    func build() -> Routing {
                        let component = TripComponent(dependency: dependency)
                        return TripRouter(interactor: TripInteractor(), fareBuilder: FareBuilder(dependency: component))
                    }
                }
                // file: FareBuilder.swift
                protocol FareDependency: Dependency { var tripId: String { get } }
                final class FareComponent: Component<FareDependency> { var id: String { dependency.tripId } }
                final class FareBuilder: Builder<FareDependency> {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                // file: TripComponent+Fare.swift
                extension TripComponent: FareDependency {
                    var currency: String { "CHF" }
                }
                // file: TripBuilder.swift
                protocol TripDependency: Dependency {}
                final class TripComponent: Component<TripDependency> {}
                final class TripBuilder: Builder<TripDependency> {
                    func build() -> Routing {
                        let component = TripComponent(dependency: dependency)
                        return TripRouter(interactor: TripInteractor(), fareBuilder: FareBuilder(dependency: component))
                    }
                }
                // file: FareBuilder.swift
                protocol FareDependency: Dependency { var ↓currency: Currency { get } }
                extension FareDependency { var currency: Currency { .euro } }
                final class FareComponent: Component<FareDependency> { var money: Currency { dependency.currency } }
                final class FareBuilder: Builder<FareDependency> {}
                enum Currency { case euro }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        for entry in model.dependencies.entries {
            let rib = model[entry.rib]
            for resolution in DIFacts.ownRequirements(entry) {
                let requirement = resolution.requirement
                var found: [(SourceLocation, String)] = []
                for path in resolution.paths {
                    if case .typeMismatch(let provider, let type) = path.resolution { found.append((provider, type)) }
                }
                // Manual style: the provider's own same-named property, even when a default of the
                // right type satisfies the requirement.
                if entry.style == .manual {
                    for (_, provider) in entry.providers {
                        if let (member, type) = DIFacts.sameNamedOtherType(on: provider, requirement: requirement, in: model) {
                            found.append((DIFacts.location(of: member, in: model), type))
                        }
                    }
                }
                guard let (first, type) = found.min(by: { $0.0 < $1.0 }) else { continue }
                let related = Set(found.map { $0.0 }).sorted().map { pass.related($0, "`\(requirement.name)` provided here as another type") }
                pass.report(message(name: requirement.name, required: requirement.typeAsWritten, protocol: model[entry.dependencyProtocol].name,
                                    provided: type, at: first),
                            at: requirement.location, rib: rib.name, related: related)
            }
        }
    }

    private static func message(name: String, required: String, protocol: String, provided: String, at location: SourceLocation) -> String {
        "\(`protocol`) requires `\(name): \(required)` but \(location.path):\(location.line) provides `\(name): \(provided)`; make the types agree"
    }
}
