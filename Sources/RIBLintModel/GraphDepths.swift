/// Walks of the project's directed graphs (types up their supertypes, RIBs up to their parents
/// or down to their children) that stay linear whatever the input: no recursion, so a chain of
/// any length cannot overflow the stack, and searches bounded in depth, so that a hostile chain
/// thousands of levels deep does not make every node keep thousands of others.
enum GraphDepths {
    /// For each node, the number of edges on the longest path that starts at it (0 for a node
    /// without edges). An edge that closes a cycle is not followed. `target` names the node an
    /// edge leads to, nil for an edge to nothing the graph holds.
    static func longestPaths<Edges: Collection>(count: Int, edges: (Int) -> Edges, target: (Edges.Element) -> Int?) -> [Int] {
        var depths = [Int](repeating: 0, count: count)
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the path, 2 done
        // Each node on the path keeps its edges, asked for once.
        var path: [(node: Int, edges: Edges, next: Edges.Index)] = []
        for root in 0..<count where state[root] == 0 {
            state[root] = 1
            let rootEdges = edges(root)
            path.append((root, rootEdges, rootEdges.startIndex))
            while let (node, list, next) = path.last {
                if next == list.endIndex {
                    state[node] = 2
                    path.removeLast()
                    if let parent = path.last?.node { depths[parent] = max(depths[parent], depths[node] + 1) }
                    continue
                }
                path[path.count - 1].next = list.index(after: next)
                guard let successor = target(list[next]) else { continue }
                switch state[successor] {
                case 0:
                    state[successor] = 1
                    let successorEdges = edges(successor)
                    path.append((successor, successorEdges, successorEdges.startIndex))
                case 2:
                    depths[node] = max(depths[node], depths[successor] + 1)
                default:
                    continue  // closes a cycle
                }
            }
        }
        return depths
    }

    /// Breadth-first searches from one node after another, each over a scratch table that is
    /// never cleared (a node is marked with the search that saw it).
    struct BoundedSearch {
        private var seenBy: [Int]
        private var level: [Int] = []
        private var nextLevel: [Int] = []
        private var searches = 0

        init(count: Int) { seenBy = [Int](repeating: -1, count: count) }

        /// The nodes at most `limit` edges from `start` (not `start` itself), in the order met:
        /// every node reachable when no path from `start` is longer than `limit`.
        mutating func reach<Edges: Collection>(from start: Int, within limit: Int, edges: (Int) -> Edges,
                                               target: (Edges.Element) -> Int?) -> [Int] {
            let search = searches
            searches += 1
            var found: [Int] = []
            level.removeAll(keepingCapacity: true)
            seenBy[start] = search
            level.append(start)
            var distance = 0
            while !level.isEmpty && distance < limit {
                nextLevel.removeAll(keepingCapacity: true)
                for node in level {
                    for edge in edges(node) {
                        guard let successor = target(edge), seenBy[successor] != search else { continue }
                        seenBy[successor] = search
                        found.append(successor)
                        nextLevel.append(successor)
                    }
                }
                swap(&level, &nextLevel)
                distance += 1
            }
            return found
        }
    }
}
