import RIBLintCore
import RIBLintModel

/// `di/unused-dependency`: a requirement that the RIB's component and builder never read.
enum UnusedDependency: Rule {
    static let description = RuleDescription(
        id: "di/unused-dependency",
        defaultSeverity: .info,
        summary: "a requirement of a RIB's dependency protocol that its component, builder and their extensions never read",
        rationale: """
            Every requirement makes each parent provide something. One that the RIB never reads \
            (`dependency.x` in its component, its builder, or their extensions) is dead weight that \
            still couples the RIB to its parents and keeps them constructing the value. Remove it \
            from `XDependency`, or read it where it is needed.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                // The component hands its whole dependency to a worker, which may read anything.
                protocol SyncDependency: Dependency {
                    var store: Store { get }
                }
                final class SyncComponent: Component<SyncDependency> {
                    var worker: SyncWorker { shared { SyncWorker(dependency: dependency) } }
                }
                final class SyncBuilder: Builder<SyncDependency> {}
                """),
            RuleExample("""
                protocol TrackingDependency: Dependency {
                    var analytics: AnalyticsClient { get }
                }
                final class TrackingComponent: Component<TrackingDependency> {
                    var tracker: Tracker { shared { Tracker(client: dependency.analytics) } }
                }
                final class TrackingBuilder: Builder<TrackingDependency> {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                protocol TrackingDependency: Dependency {
                    var analytics: AnalyticsClient { get }
                    var ↓legacyFlag: Bool { get }
                }
                final class TrackingComponent: Component<TrackingDependency> {
                    var tracker: Tracker { shared { Tracker(client: dependency.analytics) } }
                }
                final class TrackingBuilder: Builder<TrackingDependency> {}
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        // A RIB that hands its whole `dependency` to something else (a worker, a helper) may read
        // every requirement there: "never read" is not certain, so nothing is reported.
        for entry in model.dependencies.entries where !entry.dependencyEscapes {
            for resolution in DIFacts.ownRequirements(entry) where !resolution.isRead {
                let requirement = resolution.requirement
                pass.report(message(name: requirement.name, protocol: model[entry.dependencyProtocol].name, rib: model[entry.rib].name),
                            at: requirement.location, rib: model[entry.rib].name)
            }
        }
    }

    private static func message(name: String, protocol: String, rib: String) -> String {
        "`\(name)` of \(`protocol`) is never read by \(rib)'s component or builder; remove it from the protocol"
    }
}
