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

/// What `riblint tree` shows: one subtree (`--under`), without some subtrees (`--exclude`), and
/// each RIB's summary from its builder's doc comment (`--summaries`).
public struct TreeOptions: Sendable {
    public var under: String?
    public var excluded: Set<String>
    public var summaries: Bool

    public init(under: String? = nil, excluded: Set<String> = [], summaries: Bool = false) {
        self.under = under
        self.excluded = excluded
        self.summaries = summaries
    }
}

/// A RIB named in `--under` or `--exclude` that the tree does not have.
public struct UnknownRIBError: Error, CustomStringConvertible {
    public var name: String
    public var option: String
    public var description: String { "\(option): no RIB named '\(name)'; `riblint tree` lists them" }
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
        // No selection: cannot fail.
        (try? render(model, format: format, options: TreeOptions())) ?? ""
    }

    public static func render(_ model: ProjectModel, format: TreeFormat, options: TreeOptions) throws -> String {
        let selection = try Selection(model, options)
        switch format {
        case .text: return text(model, selection)
        case .json: return json(model, selection)
        case .dot: return dot(model, selection)
        case .mermaid: return mermaid(model, selection)
        }
    }

    /// The RIBs shown and where the text starts: every root (and the first RIB of a cycle no
    /// root reaches), or the `--under` RIB; never into an excluded RIB.
    struct Selection {
        var starts: [RIBID]
        var shown: Set<RIBID>
        var excluded: Set<RIBID>
        var viewless: Set<RIBID>
        var summaries: [RIBID: String]

        init(_ model: ProjectModel, _ options: TreeOptions) throws {
            func named(_ name: String, option: String) throws -> [RIBID] {
                let found = model.ribs.filter { $0.name == name }.map(\.id)
                if found.isEmpty { throw UnknownRIBError(name: name, option: option) }
                return found
            }
            let excluded = Set(try options.excluded.sorted().flatMap { try named($0, option: "--exclude") })
            let starts = try (options.under.map { try named($0, option: "--under") } ?? TreeRendering.roots(model))
                .filter { !excluded.contains($0) }
            let shown = model.tree.reachable(from: starts, skipping: excluded.contains)
            self.excluded = excluded
            self.starts = starts
            self.shown = shown
            viewless = Set(shown.filter(model.isViewless))
            summaries = options.summaries ? Dictionary(uniqueKeysWithValues: shown.compactMap { id in model.builderSummary(id).map { (id, $0) } }) : [:]
        }

        /// The name as the text shows it: with `(viewless)` and the summary when asked.
        func label(_ model: ProjectModel, _ id: RIBID) -> String {
            var text = model[id].name
            if viewless.contains(id) { text += " (viewless)" }
            if let summary = summaries[id] { text += " - " + summary }
            return text
        }
    }

    /// Roots by name, then the first RIB (by name) of each part of the tree only reachable through a cycle.
    static func roots(_ model: ProjectModel) -> [RIBID] {
        var roots = model.tree.roots.sorted { model[$0].name < model[$1].name }
        // Walked, not read from `descendants(of:)`, which stops at `RIBTree.depthLimit`: a RIB
        // further down would otherwise show as a root of its own.
        var reachable = model.tree.reachable(from: roots)
        for rib in model.ribs.sorted(by: { $0.name < $1.name }) where !reachable.contains(rib.id) {
            roots.append(rib.id)
            let below = model.tree.reachable(from: [rib.id], skipping: reachable.contains)
            reachable.formUnion(below)
        }
        return roots
    }

    /// Indented like `tree(1)`, from each root; a child with several parents appears under each.
    /// A RIB met again on its own branch (a cycle) is marked and not expanded.
    ///
    /// Bounded, since a text of every path can be as long as the square of a tree's depth, or grow
    /// exponentially where RIBs have several parents: a RIB `RIBTree.depthLimit` levels below its
    /// root is shown but not expanded, and the text ends after `lineLimit` lines. Real trees stay
    /// far within both.
    public static func text(_ model: ProjectModel) -> String {
        render(model, format: .text)
    }

    /// The most lines `text` shows.
    static let lineLimit = 100_000

    static func text(_ model: ProjectModel, _ selection: Selection) -> String {
        var lines: [String] = []
        var branch: [RIBID] = []
        var cut = false
        func children(_ id: RIBID) -> [RIBID] {
            model.tree.children(of: id).filter { !selection.excluded.contains($0) }.sorted { model[$0].name < model[$1].name }
        }
        func visit(_ id: RIBID, prefix: String, isLast: Bool) {
            guard lines.count < lineLimit else {
                cut = true
                return
            }
            let connector = isLast ? "└── " : "├── "
            let cycle = branch.contains(id)
            let next = cycle ? [] : children(id)
            let tooDeep = !next.isEmpty && branch.count >= RIBTree.depthLimit
            lines.append(prefix + connector + selection.label(model, id) + (cycle ? " (cycle)" : "")
                + (tooDeep ? " (\(RIBTree.depthLimit) levels below its root: what lies deeper is not shown)" : ""))
            guard !cycle, !tooDeep else { return }
            let childPrefix = prefix + (isLast ? "    " : "│   ")
            branch.append(id)
            for (index, child) in next.enumerated() { visit(child, prefix: childPrefix, isLast: index == next.count - 1) }
            branch.removeLast()
        }
        for root in selection.starts {
            guard lines.count < lineLimit else {
                cut = true
                break
            }
            lines.append(selection.label(model, root))
            let next = children(root)
            branch = [root]
            for (index, child) in next.enumerated() { visit(child, prefix: "", isLast: index == next.count - 1) }
        }
        if cut { lines.append("(the tree goes on: only its first \(lineLimit) lines are shown)") }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The JSON report's `ribs` array, one RIB per line, in the same layout as the runtime's
    /// `RIBTreeDump.json(from:)`, so that a static and a live tree can be diffed; `viewless` and
    /// `summary` are added only where they apply.
    public static func json(_ model: ProjectModel) -> String {
        render(model, format: .json)
    }

    static func json(_ model: ProjectModel, _ selection: Selection) -> String {
        let items = zip(model.ribs, summaries(model)).filter { selection.shown.contains($0.0.id) }.map { rib, summary in
            // Links to RIBs left out (`--under`, `--exclude`) are left out too.
            let shownNames = Set(selection.shown.map { model[$0].name })
            var fields = [
                ("name", JSONWriter.string(summary.name)),
                ("parents", JSONWriter.strings(summary.parents.filter(shownNames.contains))),
                ("children", JSONWriter.strings(summary.children.filter(shownNames.contains))),
                ("files", JSONWriter.strings(summary.files)),
            ]
            if selection.viewless.contains(rib.id) { fields.append(("viewless", "true")) }
            if let text = selection.summaries[rib.id] { fields.append(("summary", JSONWriter.string(text))) }
            return "  " + JSONWriter.object(fields)
        }
        if items.isEmpty { return "[]\n" }
        return "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }

    /// Graphviz `digraph`; roots drawn thicker, viewless RIBs dashed.
    public static func dot(_ model: ProjectModel) -> String { render(model, format: .dot) }

    static func dot(_ model: ProjectModel, _ selection: Selection) -> String {
        var lines = ["digraph RIBs {", "  rankdir=TB;", "  node [shape=box, style=rounded];"]
        for rib in model.ribs where selection.shown.contains(rib.id) {
            let root = model.tree.isRoot(rib.id) ? ", penwidth=2" : ""
            let viewless = selection.viewless.contains(rib.id) ? ", style=\"rounded,dashed\"" : ""
            let tooltip = selection.summaries[rib.id].map { ", tooltip=\(dotID($0))" } ?? ""
            lines.append("  \(dotID(rib.name)) [label=\(dotID(selection.label(model, rib.id)))\(root)\(viewless)\(tooltip)];")
        }
        for (parent, child) in edgePairs(model) where selection.shown.contains(parent) && selection.shown.contains(child) {
            lines.append("  \(dotID(model[parent].name)) -> \(dotID(model[child].name));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub mermaid `graph TD`; viewless RIBs in a dashed class.
    public static func mermaid(_ model: ProjectModel) -> String { render(model, format: .mermaid) }

    static func mermaid(_ model: ProjectModel, _ selection: Selection) -> String {
        var lines = ["graph TD"]
        for rib in model.ribs where selection.shown.contains(rib.id) {
            lines.append("  \(mermaidID(rib))[\"\(selection.label(model, rib.id).replacingQuotes())\"]")
        }
        for (parent, child) in edgePairs(model) where selection.shown.contains(parent) && selection.shown.contains(child) {
            lines.append("  \(mermaidID(model[parent])) --> \(mermaidID(model[child]))")
        }
        let viewless = model.ribs.filter { selection.viewless.contains($0.id) }.map(mermaidID)
        if !viewless.isEmpty {
            lines.append("  classDef viewless stroke-dasharray: 5 5")
            lines.append("  class \(viewless.joined(separator: ",")) viewless")
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
