import RIBLintAST
import RIBLintCore

/// What a type is in the RIBs architecture.
public enum RIBRole: String, Sendable, CaseIterable, Comparable, Codable {
    // Classes (and view structs), found by inheritance from the framework vocabulary's bases.
    case interactor, router, builder, component, presenter, view, worker
    /// A protocol refining `Dependency`.
    case dependency
    // The RIB's protocols, found through what its parts conform to and hold.
    case listener, routing, interactable, buildable, presentable, presentableListener, viewControllable

    public static func < (lhs: RIBRole, rhs: RIBRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Roles held by classes (or view structs) rather than protocols.
    public var isClassRole: Bool {
        switch self {
        case .interactor, .router, .builder, .component, .presenter, .view, .worker: return true
        default: return false
        }
    }

    /// The conventional name suffix (`LoggedInInteractor`), used to group parts by name prefix.
    var suffixes: [String] {
        switch self {
        case .interactor: return ["Interactor"]
        case .router: return ["Router"]
        case .builder: return ["Builder"]
        case .component: return ["Component"]
        case .presenter: return ["Presenter"]
        case .view: return ["ViewController", "View", "Controller"]
        case .worker: return ["Worker"]
        case .dependency: return ["Dependency"]
        case .listener: return ["Listener"]
        case .routing: return ["Routing"]
        case .interactable: return ["Interactable"]
        case .buildable: return ["Buildable"]
        case .presentable: return ["Presentable"]
        case .presentableListener: return ["PresentableListener"]
        case .viewControllable: return ["ViewControllable"]
        }
    }

    /// The protocol role a name's suffix announces, longest suffix first.
    static func protocolRole(bySuffixOf name: String) -> RIBRole? {
        let ordered: [RIBRole] = [.presentableListener, .viewControllable, .interactable, .presentable, .listener,
                                  .routing, .buildable, .dependency]
        return ordered.first { role in role.suffixes.contains { name.hasSuffix($0) } }
    }

    /// `LoggedInInteractor` -> `LoggedIn`; `Interactor` -> `` (a module-named RIB). The endings
    /// are ASCII words, so bytes are compared and dropped: `hasSuffix` and `dropLast` step through
    /// characters, which cost grouping 9 M instructions on the 600-RIB app.
    func stem(of name: String) -> String {
        for suffix in suffixes where name.hasByteSuffix(suffix) { return String(name.utf8.dropLast(suffix.utf8.count))! }
        return name
    }
}

public struct RIBID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: RIBID, rhs: RIBID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "rib#\(rawValue)" }
}

/// One type that belongs to a RIB, in the role it plays there.
public struct RIBPart: Sendable, Hashable {
    public var role: RIBRole
    public var type: TypeID
    /// Qualified name (`Outer.Inner`), without the module.
    public var name: String
    /// The type's name in its declaration.
    public var location: SourceLocation
}

/// A RIB: the classes and protocols that make one node of the RIB tree.
public struct RIB: Sendable {
    public let id: RIBID
    /// SPEC section 3: the interactor's name without `Interactor`, else the router's without
    /// `Router`, else the builder's without `Builder`; the module's name when that leaves nothing
    /// or when two modules would give the same name.
    public internal(set) var name: String
    public let module: String
    /// Classes and protocols, sorted by role then name.
    public internal(set) var parts: [RIBPart]
    /// Paths of every file declaring or extending a part or protocol, and of the extensions that
    /// make another type conform to this RIB's dependency protocol; sorted.
    public internal(set) var files: [String]
    public internal(set) var fileIndices: [FileIndex]

    /// The types playing `role`.
    public func types(_ role: RIBRole) -> [TypeID] { parts.filter { $0.role == role }.map(\.type) }
    public func part(_ role: RIBRole) -> RIBPart? { parts.first { $0.role == role } }

    /// The type of the first part in `role`, without copying the parts (rules ask this in loops).
    public func partType(_ role: RIBRole) -> TypeID? {
        for index in parts.indices where parts[index].role == role { return parts[index].type }
        return nil
    }

    public var interactor: TypeID? { partType(.interactor) }
    public var router: TypeID? { partType(.router) }
    public var builder: TypeID? { partType(.builder) }
    public var component: TypeID? { partType(.component) }
    public var dependency: TypeID? { partType(.dependency) }
    /// The protocol the interactor reports to (the type of its `listener` property).
    public var listener: TypeID? { partType(.listener) }
    /// The `listener` property's type as written, even when it is not a project type.
    public internal(set) var listenerTypeName: String?
}

/// `P -> C`: P constructs C's builder (or, Needle style, C's component with `parent:`), or P's
/// router holds C's buildable.
public struct RIBEdge: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `CBuilder(dependency: ...)` in P's builder, component or router, or in a wrapper of no RIB
        /// (an adapter) that one of those makes.
        case constructsBuilder
        /// `CComponent(parent: self)` (Needle).
        case constructsComponent
        /// P's router holds or receives a `CBuildable` / `CBuilder`.
        case holdsBuildable
        /// P's router is handed C's router, built elsewhere (by P's builder), and attaches it.
        case attachesHandedRouter
    }
    public var parent: RIBID
    public var child: RIBID
    public var kind: Kind
    /// Where the construction or the property is.
    public var site: SourceLocation
    /// The object handed to C's builder as its dependency (normally P's component), if known.
    public var provider: TypeID?
}
