import RIBLintCore

/// A JSON value with its keys in the order they are written: reports have a fixed key order, which
/// dictionaries cannot keep.
indirect enum JSONTree {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONTree])
    case object([(String, JSONTree)])

    /// Indented with two spaces, a line break at the end.
    var pretty: String {
        var out = ""
        append(to: &out, indent: 0)
        out += "\n"
        return out
    }

    /// On one line, with `, ` and `: ` between items.
    var compact: String {
        var out: [UInt8] = []
        appendCompact(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func append(to out: inout String, indent: Int) {
        switch self {
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.append(to: &out, indent: indent + 2)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONText.appendQuoted(member.0, to: &out)
                out += ": "
                member.1.append(to: &out, indent: indent + 2)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += compact
        }
    }

    /// Appends the compact form to the UTF-8 bytes `out`, without a string per value.
    func appendCompact(to out: inout [UInt8]) {
        switch self {
        case .string(let value): JSONText.appendQuoted(value, to: &out)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let elements):
            out.append(0x5B)
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(0x2C); out.append(0x20) }
                element.appendCompact(to: &out)
            }
            out.append(0x5D)
        case .object(let members):
            out.append(0x7B)
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(0x2C); out.append(0x20) }
                JSONText.appendQuoted(member.0, to: &out)
                out.append(0x3A); out.append(0x20)
                member.1.appendCompact(to: &out)
            }
            out.append(0x7D)
        }
    }
}
