/// One RIB as the JSON report's `ribs` array and `riblint tree --format json` show it.
public struct RIBSummary: Sendable, Hashable, Codable {
    public var name: String
    /// Sorted; empty for a root.
    public var parents: [String]
    /// Sorted.
    public var children: [String]
    /// Paths as given to the linter, sorted.
    public var files: [String]

    public init(name: String, parents: [String], children: [String], files: [String]) {
        self.name = name
        self.parents = parents
        self.children = children
        self.files = files
    }
}

public enum TreeFormat: String, Sendable, CaseIterable {
    case text, json, dot, mermaid
}

/// Pure renderings of the RIB tree.
public enum TreeRendering {
    /// Every RIB with its parents, children and files, sorted by name (then module): SPEC section 8.
    public static func summaries(_ model: ProjectModel) -> [RIBSummary] {
        model.ribs.map { rib in
            RIBSummary(name: rib.name,
                       parents: model.tree.parents(of: rib.id).map { model[$0].name }.sorted(),
                       children: model.tree.children(of: rib.id).map { model[$0].name }.sorted(),
                       files: rib.files)
        }
    }

    public static func render(_ model: ProjectModel, format: TreeFormat) -> String {
        switch format {
        case .text: return text(model)
        case .json: return json(model)
        case .dot: return dot(model)
        case .mermaid: return mermaid(model)
        }
    }

    /// Indented like `tree(1)`, from each root; a child with several parents appears under each.
    /// A RIB met again on its own branch (a cycle) is marked and not expanded.
    public static func text(_ model: ProjectModel) -> String {
        var lines: [String] = []
        func children(_ id: RIBID) -> [RIBID] {
            model.tree.children(of: id).sorted { model[$0].name < model[$1].name }
        }
        func visit(_ id: RIBID, prefix: String, isLast: Bool, branch: [RIBID]) {
            let connector = isLast ? "└── " : "├── "
            let cycle = branch.contains(id)
            lines.append(prefix + connector + model[id].name + (cycle ? " (cycle)" : ""))
            guard !cycle else { return }
            let next = children(id)
            let childPrefix = prefix + (isLast ? "    " : "│   ")
            for (index, child) in next.enumerated() {
                visit(child, prefix: childPrefix, isLast: index == next.count - 1, branch: branch + [id])
            }
        }
        var roots = model.tree.roots.sorted { model[$0].name < model[$1].name }
        // RIBs only reachable through a cycle still deserve to be shown: start at the first one.
        var reachable = Set(roots).union(roots.flatMap { model.tree.descendants(of: $0) })
        for rib in model.ribs.sorted(by: { $0.name < $1.name }) where !reachable.contains(rib.id) {
            roots.append(rib.id)
            reachable.insert(rib.id)
            reachable.formUnion(model.tree.descendants(of: rib.id))
        }
        for root in roots {
            lines.append(model[root].name)
            let next = children(root)
            for (index, child) in next.enumerated() {
                visit(child, prefix: "", isLast: index == next.count - 1, branch: [root])
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `{"ribs": [...]}` with each RIB as in the JSON report.
    public static func json(_ model: ProjectModel) -> String {
        let items = summaries(model).map { summary in
            "    " + JSONWriter.object([
                ("name", JSONWriter.string(summary.name)),
                ("parents", JSONWriter.strings(summary.parents)),
                ("children", JSONWriter.strings(summary.children)),
                ("files", JSONWriter.strings(summary.files)),
            ])
        }
        if items.isEmpty { return "{\"ribs\": []}\n" }
        return "{\"ribs\": [\n" + items.joined(separator: ",\n") + "\n]}\n"
    }

    /// Graphviz `digraph`.
    public static func dot(_ model: ProjectModel) -> String {
        var lines = ["digraph RIBs {", "  rankdir=TB;", "  node [shape=box, style=rounded];"]
        for rib in model.ribs {
            let root = model.tree.isRoot(rib.id) ? ", penwidth=2" : ""
            lines.append("  \(dotID(rib.name)) [label=\(dotID(rib.name))\(root)];")
        }
        for (parent, child) in edgePairs(model) {
            lines.append("  \(dotID(model[parent].name)) -> \(dotID(model[child].name));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub mermaid `graph TD`.
    public static func mermaid(_ model: ProjectModel) -> String {
        var lines = ["graph TD"]
        for rib in model.ribs {
            lines.append("  \(mermaidID(rib))[\"\(rib.name.replacingQuotes())\"]")
        }
        for (parent, child) in edgePairs(model) {
            lines.append("  \(mermaidID(model[parent])) --> \(mermaidID(model[child]))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Distinct parent/child pairs, sorted by names.
    static func edgePairs(_ model: ProjectModel) -> [(RIBID, RIBID)] {
        var seen: Set<[Int]> = []
        var pairs: [(RIBID, RIBID)] = []
        for edge in model.tree.edges where seen.insert([edge.parent.rawValue, edge.child.rawValue]).inserted {
            pairs.append((edge.parent, edge.child))
        }
        return pairs.sorted { (model[$0.0].name, model[$0.1].name) < (model[$1.0].name, model[$1.1].name) }
    }

    static func dotID(_ text: String) -> String {
        "\"" + text.replacingQuotes() + "\""
    }

    private static func mermaidID(_ rib: RIB) -> String { "rib\(rib.id.rawValue)" }
}

extension String {
    /// Escapes `"` and `\` for dot and mermaid labels.
    func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
