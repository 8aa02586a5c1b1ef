public enum GraphFormat: String, Sendable, CaseIterable {
    case text, json, dot
}

/// Pure renderings of the DI graph: each RIB's dependency protocol, its providers and how each
/// requirement resolves along each path from a root.
public enum GraphRendering {
    public static func render(_ model: ProjectModel, format: GraphFormat) -> String {
        switch format {
        case .text: return text(model)
        case .json: return json(model)
        case .dot: return dot(model)
        }
    }

    /// `Root > LoggedIn > Game`.
    public static func pathText(_ model: ProjectModel, _ path: [RIBID]) -> String {
        path.map { model[$0].name }.joined(separator: " > ")
    }

    static func sortedEntries(_ model: ProjectModel) -> [RIBDependencies] {
        model.dependencies.entries.sorted { (model[$0.rib].name, model[$0.rib].module) < (model[$1.rib].name, model[$1.rib].module) }
    }

    static func outcome(_ resolution: DependencyResolution) -> (status: String, detail: String) {
        switch resolution {
        case .provided(let location):
            return ("provided", location.description)
        case .missing:
            return ("missing", "")
        case .typeMismatch(let location, let type):
            return ("typeMismatch", location.description + " has " + type)
        }
    }

    /// One block per RIB: `Name (style) DependencyProtocol`, providers, then each requirement with
    /// one line per path.
    public static func text(_ model: ProjectModel) -> String {
        var lines: [String] = []
        for entry in sortedEntries(model) {
            let rib = model[entry.rib]
            lines.append("\(rib.name) <- \(model[entry.dependencyProtocol].qualifiedName) (\(entry.style.rawValue))")
            for provider in entry.providers {
                let from = provider.parent.map { " from " + model[$0].name } ?? " from outside the RIB tree"
                lines.append("  provider: \(model[provider.provider].qualifiedName)\(from)")
            }
            if entry.requirements.isEmpty { lines.append("  (no requirements)") }
            for requirement in entry.requirements {
                let unused = requirement.isRead ? "" : " (never read)"
                let written = requirement.requirement.typeAsWritten.isEmpty ? requirement.requirement.type : requirement.requirement.typeAsWritten
                lines.append("  \(requirement.requirement.name): \(written)\(unused)")
                if requirement.paths.isEmpty { lines.append("    (no known provider)") }
                for path in requirement.paths {
                    let (status, detail) = outcome(path.resolution)
                    let label: String
                    switch status {
                    case "provided": label = "provided by " + detail
                    case "missing": label = "MISSING"
                    default: label = "TYPE MISMATCH: " + detail
                    }
                    let via = path.forwardedThrough.isEmpty ? "" : " via " + path.forwardedThrough.map(\.description).joined(separator: ", ")
                    lines.append("    \(pathText(model, path.path)): \(label)\(via)")
                }
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `{"components": [...]}`: per RIB, its dependency protocol, style, providers and requirements.
    public static func json(_ model: ProjectModel) -> String {
        let items = sortedEntries(model).map { entry -> String in
            let providers = entry.providers.map { provider in
                JSONWriter.object([
                    ("parent", provider.parent.map { JSONWriter.string(model[$0].name) } ?? "null"),
                    ("type", JSONWriter.string(model[provider.provider].qualifiedName)),
                ])
            }
            let requirements = entry.requirements.map { requirement -> String in
                let paths = requirement.paths.map { path -> String in
                    var members: [(String, String)] = [
                        ("path", JSONWriter.strings(path.path.map { model[$0].name })),
                    ]
                    switch path.resolution {
                    case .provided(let location):
                        members.append(("status", JSONWriter.string("provided")))
                        members.append(("provider", JSONWriter.string(location.description)))
                    case .missing:
                        members.append(("status", JSONWriter.string("missing")))
                    case .typeMismatch(let location, let type):
                        members.append(("status", JSONWriter.string("typeMismatch")))
                        members.append(("provider", JSONWriter.string(location.description)))
                        members.append(("providedType", JSONWriter.string(type)))
                    }
                    if !path.forwardedThrough.isEmpty {
                        members.append(("forwardedThrough", JSONWriter.strings(path.forwardedThrough.map(\.description))))
                    }
                    return JSONWriter.object(members)
                }
                return JSONWriter.object([
                    ("name", JSONWriter.string(requirement.requirement.name)),
                    ("type", JSONWriter.string(requirement.requirement.type)),
                    ("location", JSONWriter.string(requirement.requirement.location.description)),
                    ("read", requirement.isRead ? "true" : "false"),
                    ("paths", JSONWriter.array(paths)),
                ])
            }
            return "    " + JSONWriter.object([
                ("rib", JSONWriter.string(model[entry.rib].name)),
                ("dependency", JSONWriter.string(model[entry.dependencyProtocol].qualifiedName)),
                ("style", JSONWriter.string(entry.style.rawValue)),
                ("providers", JSONWriter.array(providers)),
                ("requirements", JSONWriter.array(requirements)),
            ])
        }
        if items.isEmpty { return "{\"components\": []}\n" }
        return "{\"components\": [\n" + items.joined(separator: ",\n") + "\n]}\n"
    }

    /// Graphviz: RIBs as boxes, tree edges labelled with the requirements the parent provides;
    /// a requirement that fails on some path is drawn red from a `missing` node.
    public static func dot(_ model: ProjectModel) -> String {
        var lines = ["digraph DI {", "  rankdir=TB;", "  node [shape=box];"]
        for rib in model.ribs {
            lines.append("  \(TreeRendering.dotID(rib.name));")
        }
        var failing: [String] = []
        for entry in sortedEntries(model) {
            let child = model[entry.rib].name
            var byParent: [String: [String]] = [:]
            for requirement in entry.requirements {
                for path in requirement.paths {
                    let parent = path.path.count > 1 ? model[path.path[path.path.count - 2]].name : "outside"
                    switch path.resolution {
                    case .provided:
                        byParent[parent, default: []].append(requirement.requirement.name)
                    case .missing:
                        failing.append("  \"missing\" -> \(TreeRendering.dotID(child)) [color=red, label=\(TreeRendering.dotID(requirement.requirement.name + " via " + pathText(model, path.path)))];")
                    case .typeMismatch(_, let type):
                        failing.append("  \(TreeRendering.dotID(parent)) -> \(TreeRendering.dotID(child)) [color=red, label=\(TreeRendering.dotID(requirement.requirement.name + ": " + type + " != " + requirement.requirement.type))];")
                    }
                }
            }
            for parent in byParent.keys.sorted() {
                let names = Array(Set(byParent[parent]!)).sorted().joined(separator: "\\n")
                lines.append("  \(TreeRendering.dotID(parent)) -> \(TreeRendering.dotID(child)) [label=\"\(names)\"];")
            }
        }
        if !failing.isEmpty {
            lines.append("  \"missing\" [shape=octagon, color=red];")
            lines.append(contentsOf: failing)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
