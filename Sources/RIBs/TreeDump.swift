/// Dumps a running RIB tree in the shape of the `ribs` array of riblint's JSON report
/// (`riblint tree --format json`), so a live app and the static analysis can be compared.
public enum RIBTreeDump {
    /// One entry per RIB name reachable from `root`: `name`, `parents` and `children` (names,
    /// sorted, each once) and `files` (always empty: a running tree does not know its sources).
    /// Entries are sorted by name and keys are sorted, so equal trees give equal text.
    public static func json(from root: Routing) -> String {
        var parentsByName: [String: Set<String>] = [:]
        var childrenByName: [String: Set<String>] = [:]
        var visited = Set<ObjectIdentifier>()
        var stack: [Routing] = [root]
        parentsByName[ribName(of: root), default: []] = []
        while let router = stack.popLast() {
            guard visited.insert(ObjectIdentifier(router)).inserted else { continue }
            let name = ribName(of: router)
            for child in router.children {
                let childName = ribName(of: child)
                childrenByName[name, default: []].insert(childName)
                parentsByName[childName, default: []].insert(name)
                stack.append(child)
            }
        }
        let names = Set(parentsByName.keys).union(childrenByName.keys).sorted()
        // Written by hand rather than with JSONEncoder, whose whitespace differs between Foundation
        // implementations: one RIB per line, keys in sorted order, the same bytes on every platform.
        let lines = names.map { name in
            "  {\"children\": \(jsonArray((childrenByName[name] ?? []).sorted())), \"files\": [], "
                + "\"name\": \(jsonString(name)), \"parents\": \(jsonArray((parentsByName[name] ?? []).sorted()))}"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]"
    }

    /// The RIB's name as riblint derives it from source: the interactor's class name without
    /// `Interactor`, or, when the interactor is not named that way, the router's without `Router`.
    public static func ribName(of router: Routing) -> String {
        let interactorName = LeakDetector.typeName(of: router.interactable)
        if interactorName.hasSuffix("Interactor"), interactorName.count > "Interactor".count {
            return String(interactorName.dropLast("Interactor".count))
        }
        let routerName = LeakDetector.typeName(of: router)
        if routerName.hasSuffix("Router"), routerName.count > "Router".count {
            return String(routerName.dropLast("Router".count))
        }
        return routerName
    }

    private static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map(jsonString).joined(separator: ", ") + "]"
    }

    private static func jsonString(_ string: String) -> String {
        var escaped = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
