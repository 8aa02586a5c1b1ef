/// The RIB tree: who builds whom. A RIB may have several parents; cycles are tolerated.
public struct RIBTree: Sendable {
    /// Sorted by parent, then child.
    public let edges: [RIBEdge]
    private let parentLists: [[RIBID]]
    private let childLists: [[RIBID]]
    /// RIBs that no other RIB builds, sorted by name.
    public let roots: [RIBID]
    /// Roots by design: the router descends from a `launchRouterBases` class, the RIB's name is
    /// in `vocabulary.roots`, code outside every RIB makes its builder, or, without a builder,
    /// code outside the RIB makes its router (without one, its interactor).
    public let configuredRoots: Set<RIBID>
    private let descendantSets: [Set<RIBID>]
    private let edgesInto: [[RIBEdge]]
    private let edgesFrom: [[RIBEdge]]
    private let ancestorSets: [Set<RIBID>]

    init(ribCount: Int, edges: [RIBEdge], roots: [RIBID], configuredRoots: Set<RIBID>) {
        self.edges = edges
        var parents = Array(repeating: [RIBID](), count: ribCount)
        var children = Array(repeating: [RIBID](), count: ribCount)
        for edge in edges {
            if !parents[edge.child.rawValue].contains(edge.parent) { parents[edge.child.rawValue].append(edge.parent) }
            if !children[edge.parent.rawValue].contains(edge.child) { children[edge.parent.rawValue].append(edge.child) }
        }
        var into = Array(repeating: [RIBEdge](), count: ribCount)
        var from = Array(repeating: [RIBEdge](), count: ribCount)
        for edge in edges {
            into[edge.child.rawValue].append(edge)
            from[edge.parent.rawValue].append(edge)
        }
        edgesInto = into
        edgesFrom = from
        parentLists = parents
        childLists = children
        self.roots = roots
        self.configuredRoots = configuredRoots
        descendantSets = (0..<ribCount).map { RIBTree.reach(from: RIBID($0), next: children) }
        ancestorSets = (0..<ribCount).map { RIBTree.reach(from: RIBID($0), next: parents) }
    }

    private static func reach(from start: RIBID, next: [[RIBID]]) -> Set<RIBID> {
        var seen: Set<RIBID> = []
        var stack = next[start.rawValue]
        while let id = stack.popLast() {
            guard seen.insert(id).inserted else { continue }
            stack.append(contentsOf: next[id.rawValue])
        }
        seen.remove(start)
        return seen
    }

    public func parents(of id: RIBID) -> [RIBID] { parentLists[id.rawValue] }
    public func children(of id: RIBID) -> [RIBID] { childLists[id.rawValue] }
    public func descendants(of id: RIBID) -> Set<RIBID> { descendantSets[id.rawValue] }
    public func ancestors(of id: RIBID) -> Set<RIBID> { ancestorSets[id.rawValue] }
    /// No other RIB builds it (building itself does not count).
    public func isRoot(_ id: RIBID) -> Bool { parentLists[id.rawValue].allSatisfy { $0 == id } }
    public func edges(into child: RIBID) -> [RIBEdge] { edgesInto[child.rawValue] }
    public func edges(from parent: RIBID) -> [RIBEdge] { edgesFrom[parent.rawValue] }

    /// Every path from a root (a RIB without parents; on a cycle, the first RIB met twice) down
    /// to `id`, root first and `id` last. At most `limit` paths.
    public func paths(to id: RIBID, limit: Int = 256) -> [[RIBID]] {
        var result: [[RIBID]] = []
        var current: [RIBID] = [id]
        func climb(_ node: RIBID) {
            guard result.count < limit else { return }
            let parents = parentLists[node.rawValue].filter { !current.contains($0) }
            if parents.isEmpty {
                result.append(current.reversed())
                return
            }
            for parent in parents {
                current.append(parent)
                climb(parent)
                current.removeLast()
            }
        }
        climb(id)
        return result
    }
}
