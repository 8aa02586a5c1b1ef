import RIBLintCore
import RIBLintModel

/// `di/unfulfilled-dependency`: a requirement nothing provides on some path to the RIB.
enum UnfulfilledDependency: Rule {
    static let description = RuleDescription(
        id: "di/unfulfilled-dependency",
        defaultSeverity: .error,
        summary: "a requirement of a RIB's dependency protocol that its provider (where its builder or component is made) does not provide",
        rationale: """
            A RIB declares what it needs in `XDependency`. Its provider is the object handed to its \
            builder where the builder is constructed (`XBuilder(dependency: component)`): often the \
            parent's component, but just as often an app-wide component that builds every builder, \
            or a component the parent's builder made. In Needle style it is the chain of components \
            above `XComponent(parent: ...)`, up to a bootstrap component. riblint reports a \
            requirement when a provider that declares the conformance lacks it (and riblint sees \
            every member the provider can have), or when no component on a Needle parent chain has \
            it. A provider riblint cannot type, or one it cannot see whole, is trusted: the compiler \
            checks the call. Each message names the failing paths (`Root > LoggedIn > Search`) and \
            a provider of the same name with another type. Add the property to the provider (or a \
            `ParentComponent+Child.swift` extension), or forward it from the provider's dependency.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // file: RootBuilder.swift
                protocol RootDependency: Dependency {}
                final class RootComponent: Component<RootDependency> {
                    let session = Session()
                }
                final class RootBuilder: Builder<RootDependency> {
                    func build() -> LaunchRouting {
                        let component = RootComponent(dependency: dependency)
                        let profile = ProfileBuilder(dependency: component)
                        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(), profileBuilder: profile)
                    }
                }
                // file: RootComponent+Profile.swift
                extension RootComponent: ProfileDependency {
                    var userName: String { session.userName }
                }
                // file: ProfileBuilder.swift
                protocol ProfileDependency: Dependency {
                    var userName: String { get }
                    var locale: String { get }
                }
                extension ProfileDependency {
                    var locale: String { "en" }
                }
                final class ProfileComponent: Component<ProfileDependency> {
                    var title: String { dependency.userName + dependency.locale }
                }
                final class ProfileBuilder: Builder<ProfileDependency> {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                // file: RootBuilder.swift
                protocol RootDependency: Dependency {}
                final class RootComponent: Component<RootDependency> {
                    let session = Session()
                }
                final class RootBuilder: Builder<RootDependency> {
                    func build() -> LaunchRouting {
                        let component = RootComponent(dependency: dependency)
                        let profile = ProfileBuilder(dependency: component)
                        return RootRouter(interactor: RootInteractor(), viewController: RootViewController(), profileBuilder: profile)
                    }
                }
                // file: RootComponent+Profile.swift
                extension RootComponent: ProfileDependency {
                    var userName: Int { 0 }
                }
                // file: ProfileBuilder.swift
                protocol ProfileDependency: Dependency {
                    var ↓userName: String { get }
                    var ↓avatarCache: AvatarCache { get }
                }
                final class ProfileComponent: Component<ProfileDependency> {
                    var title: String { dependency.userName }
                    var cache: AvatarCache { dependency.avatarCache }
                }
                final class ProfileBuilder: Builder<ProfileDependency> {}
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        for entry in model.dependencies.entries {
            let rib = model[entry.rib]
            for resolution in DIFacts.ownRequirements(entry) {
                let failing = resolution.paths.filter { !$0.resolution.isProvided }
                guard !failing.isEmpty else { continue }
                let requirement = resolution.requirement
                var related: [RuleFinding.Related] = []
                var otherTypes: [String] = []
                for path in failing {
                    if case .typeMismatch(let provider, let type) = path.resolution {
                        related.append(pass.related(provider, "`\(requirement.name)` provided here as `\(type)`"))
                        otherTypes.append("`\(provider.path):\(provider.line)` has `\(requirement.name): \(type)`")
                    }
                }
                // A path of the RIB alone: code outside every RIB builds it (an app delegate, a
                // sample app's mock component). Name what it hands over, which is what lacks the
                // requirement.
                let outside = entry.providers.filter { $0.parent == nil }.map { model.types[$0.provider].name }
                let paths = failing.map { path -> String in
                    let described = DIFacts.describe(path.path, in: model)
                    guard path.path.count == 1, !outside.isEmpty else { return described }
                    let names = Array(Set(outside)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                    return described + " (built outside the tree with \(names))"
                }
                pass.report(message(name: requirement.name, type: requirement.typeAsWritten, protocol: model[entry.dependencyProtocol].name,
                                    paths: Array(Set(paths)).sorted(), others: Array(Set(otherTypes)).sorted()),
                            at: requirement.location, rib: rib.name, related: related)
            }
        }
    }

    private static func message(name: String, type: String, protocol: String, paths: [String], others: [String]) -> String {
        var text = "`\(name): \(type)` of \(`protocol`) is not provided on \(paths.count == 1 ? "path" : "paths") \(paths.joined(separator: ", "))"
        if !others.isEmpty { text += " (same name, other type: \(others.joined(separator: "; ")))" }
        return text + "; provide it in the parent's component or forward it from the parent's dependency"
    }
}
