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
    /// How many levels of RIBs riblint follows up to a RIB's ancestors, down to its descendants
    /// and along its paths from a root. Real trees stay far below: at most 8 levels in 72 public
    /// RIBs apps. A hostile tree thousands of levels deep would otherwise cost time and memory
    /// that grow with the square of its depth (every RIB keeps its ancestors and descendants, and
    /// its paths): a chain of 4,000 RIBs took 11 s and 420 MB.
    public static let depthLimit = 64
    /// The most RIBs `paths(to:)` hands back, all paths together: where RIBs have several
    /// parents, the paths to a RIB multiply with its depth. Real trees stay far below (8 levels,
    /// a few paths per RIB).
    static let pathElementBudget = 4_096
    /// The RIBs with more than `depthLimit` levels of RIBs above them, in id order. When there is
    /// one, every walk stops at the limit.
    public let ribsTooDeep: [RIBID]

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
        let depths = GraphDepths.longestPaths(count: ribCount, edges: { parents[$0] }, target: { $0.rawValue })
        ribsTooDeep = depths.indices.filter { depths[$0] > RIBTree.depthLimit }.map(RIBID.init)
        if ribsTooDeep.isEmpty {
            descendantSets = (0..<ribCount).map { RIBTree.reach(from: RIBID($0), next: children) }
            ancestorSets = (0..<ribCount).map { RIBTree.reach(from: RIBID($0), next: parents) }
        } else {
            // The same sets for every RIB whose paths stay within the limit, bounded ones for the others.
            var search = GraphDepths.BoundedSearch(count: ribCount)
            func within(_ next: [[RIBID]]) -> [Set<RIBID>] {
                (0..<ribCount).map { start in
                    Set(search.reach(from: start, within: RIBTree.depthLimit, edges: { next[$0] }, target: { $0.rawValue }).map(RIBID.init))
                }
            }
            descendantSets = within(children)
            ancestorSets = within(parents)
        }
    }

    private static func reach(from start: RIBID, next: [[RIBID]]) -> Set<RIBID> {
        var seen = walk(from: next[start.rawValue], next: next, skipping: { _ in false })
        seen.remove(start)
        return seen
    }

    /// Every RIB reached from `starts` going down, however deep: `starts` themselves, and the
    /// children of each RIB reached, leaving out those `skipped` says (and what only they reach).
    /// Unlike `descendants(of:)`, it never stops at `depthLimit`: it keeps no path, so its cost
    /// grows with the tree's size only.
    public func reachable(from starts: [RIBID], skipping skipped: (RIBID) -> Bool = { _ in false }) -> Set<RIBID> {
        RIBTree.walk(from: starts.filter { !skipped($0) }, next: childLists, skipping: skipped)
    }

    private static func walk(from starts: [RIBID], next: [[RIBID]], skipping skipped: (RIBID) -> Bool) -> Set<RIBID> {
        var seen: Set<RIBID> = []
        var stack = starts
        while let id = stack.popLast() {
            guard seen.insert(id).inserted else { continue }
            for following in next[id.rawValue] where !skipped(following) { stack.append(following) }
        }
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
    /// The paths end once they hold `pathElementBudget` RIBs together, and a path ends after
    /// `depthLimit` levels above `id`, as if at a root: only a tree deeper than that has such a
    /// path, or one whose cycles make a path longer than its depth (the walk recurses once per
    /// level, so this also bounds its stack).
    public func paths(to id: RIBID, limit: Int = 256) -> [[RIBID]] {
        var result: [[RIBID]] = []
        var current: [RIBID] = [id]
        var elements = 0
        func climb(_ node: RIBID) {
            guard result.count < limit, elements < RIBTree.pathElementBudget else { return }
            let parents = current.count > RIBTree.depthLimit ? [] : parentLists[node.rawValue].filter { !current.contains($0) }
            if parents.isEmpty {
                result.append(current.reversed())
                elements += current.count
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
