/// Positions for the HTML report's tree picture: a tidy layered tree drawing (each parent centred
/// over its children, leaves in order, one row per depth), after the classic tidy-tree layouts
/// (Wetherell and Shannon; Reingold and Tilford), on a spanning forest of the RIB tree.
///
/// A RIB with several parents is placed under its first parent (by name); its other parents get
/// extra edges to it, drawn dashed. RIBs no root reaches (only through a cycle) start trees of
/// their own; unreachable RIBs (`structure/unreachable-rib`) form a group to the right.
public struct RIBTreeLayout: Sendable {
    public struct Node: Sendable, Hashable {
        public var name: String
        /// Column and row of the node's centre, in layout units (one unit per leaf and per depth).
        public var column: Double
        public var row: Int
        /// The parent it is drawn under, if any.
        public var treeParent: String?
    }

    public struct Edge: Sendable, Hashable {
        public var parent: String
        public var child: String
        /// False for the extra edges of a RIB with several parents.
        public var isTreeEdge: Bool
    }

    public private(set) var nodes: [Node] = []
    public private(set) var edges: [Edge] = []
    /// Columns and rows used.
    public private(set) var width: Double = 0
    public private(set) var height = 0
    /// The column where the unreachable group starts, when there is one.
    public private(set) var unreachableColumn: Double?

    /// `ribs` with their parents and children; `unreachable` names the RIBs to set apart.
    public init(ribs: [ReportRIB], unreachable: Set<String>) {
        let names = ribs.map(\.name).sorted()
        let known = Set(names)
        let byName = Dictionary(ribs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The spanning forest: each RIB under its first parent (by name) that is itself placed.
        var treeParent: [String: String] = [:]
        var treeChildren: [String: [String]] = [:]
        var placed: Set<String> = []
        var roots: [String] = []
        func place(_ root: String) {
            var stack = [root]
            placed.insert(root)
            while let name = stack.popLast() {
                for child in (byName[name]?.children ?? []).sorted().reversed() where known.contains(child) && !placed.contains(child) {
                    placed.insert(child)
                    treeParent[child] = name
                    treeChildren[name, default: []].insert(child, at: 0)
                    stack.append(child)
                }
            }
        }
        let reachable = names.filter { !unreachable.contains($0) }
        for name in reachable where (byName[name]?.parents.filter(known.contains) ?? []).isEmpty { roots.append(name); place(name) }
        // What only a cycle reaches: the first unplaced RIB (by name) starts a tree.
        for name in reachable where !placed.contains(name) { roots.append(name); place(name) }
        var apart: [String] = []
        for name in names where unreachable.contains(name) && !placed.contains(name) { apart.append(name); place(name) }
        // Tidy positions: leaves take the next column, a parent the middle of its children.
        var column: [String: Double] = [:]
        var row: [String: Int] = [:]
        var nextLeaf = 0.0
        func layout(_ root: String, depth: Int) {
            // Iterative post-order: deep trees must not overflow the stack.
            var stack: [(name: String, depth: Int, expanded: Bool)] = [(root, depth, false)]
            while let (name, level, expanded) = stack.popLast() {
                let children = treeChildren[name] ?? []
                if expanded || children.isEmpty {
                    row[name] = level
                    if children.isEmpty {
                        column[name] = nextLeaf
                        nextLeaf += 1
                    } else {
                        column[name] = ((column[children.first!] ?? 0) + (column[children.last!] ?? 0)) / 2
                    }
                    continue
                }
                stack.append((name, level, true))
                for child in children.reversed() { stack.append((child, level + 1, false)) }
            }
        }
        for root in roots { layout(root, depth: 0) }
        if !apart.isEmpty {
            nextLeaf += 1
            unreachableColumn = nextLeaf
            for root in apart { layout(root, depth: 0) }
        }
        nodes = names.map { Node(name: $0, column: column[$0] ?? 0, row: row[$0] ?? 0, treeParent: treeParent[$0]) }
        for rib in ribs.sorted(by: { $0.name < $1.name }) {
            for child in rib.children.sorted() where known.contains(child) {
                edges.append(Edge(parent: rib.name, child: child, isTreeEdge: treeParent[child] == rib.name))
            }
        }
        width = max(nextLeaf, 1)
        height = (row.values.max() ?? 0) + 1
    }
}
