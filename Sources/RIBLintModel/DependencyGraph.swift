/// One property a dependency protocol requires.
public struct DependencyRequirement: Sendable, Hashable {
    public var name: String
    /// Normalised type text (`TypeText.normalise`): `[Int]?`, `Observable<String>`.
    public var type: String
    /// The type as written.
    public var typeAsWritten: String
    /// The requirement's name in the protocol (where `di/*` findings point).
    public var location: SourceLocation
    /// The protocol that declares it (the RIB's dependency protocol or one it refines).
    public var declaredIn: TypeID
}

/// How one requirement fares along one path from a root.
public enum DependencyResolution: Sendable, Hashable {
    /// The property that provides it (a component member, a protocol-extension default, ...).
    case provided(by: SourceLocation)
    case missing
    /// A property of that name with another type.
    case typeMismatch(provider: SourceLocation, providedType: String)

    public var isProvided: Bool {
        if case .provided = self { return true }
        return false
    }
}

/// A requirement's resolution along one path `root > ... > C`.
public struct PathResolution: Sendable, Hashable {
    /// Root first, C last.
    public var path: [RIBID]
    public var resolution: DependencyResolution
    /// Forwarding properties (`var x: T { dependency.x }`) the requirement passed through, nearest first.
    public var forwardedThrough: [SourceLocation]
}

public struct RequirementResolution: Sendable, Hashable {
    public var requirement: DependencyRequirement
    /// One entry per path to C (empty when no provider is known, e.g. a root built outside the scan).
    public var paths: [PathResolution]
    /// Whether C's component, builder or their extensions read `dependency.<name>`.
    public var isRead: Bool
}

/// C's dependency protocol and how its requirements are met.
public struct RIBDependencies: Sendable {
    public enum Style: String, Sendable {
        /// `CBuilder(dependency: component)`; P's component conforms to `CDependency`.
        case manual
        /// `CComponent(parent: self)`, `Component<CDependency>` without explicit conformance:
        /// looked up along every path, nearest ancestor first (as Needle's generator does).
        case needle
    }
    public var rib: RIBID
    public var dependencyProtocol: TypeID
    public var style: Style
    /// The objects handed to C's builder, per parent edge (manual style).
    public var providers: [(parent: RIBID?, provider: TypeID)]
    public var requirements: [RequirementResolution]
    /// Every `dependency.<name>` read in C's component, builder and their extensions.
    public var readNames: Set<String>
}

/// The DI graph: one entry per RIB with a dependency protocol.
public struct DependencyGraph: Sendable {
    /// Sorted by RIB.
    public let entries: [RIBDependencies]
    private let byRIB: [RIBID: Int]

    init(entries: [RIBDependencies]) {
        self.entries = entries.sorted { $0.rib < $1.rib }
        var index: [RIBID: Int] = [:]
        for (position, entry) in self.entries.enumerated() { index[entry.rib] = position }
        byRIB = index
    }

    public func dependencies(of rib: RIBID) -> RIBDependencies? { byRIB[rib].map { entries[$0] } }
}
