/// Accumulates Swift source line by line with four-space indentation.
struct SwiftWriter {
    private(set) var text: String
    private var depth = 0

    init(capacity: Int = 8192) {
        text = ""
        text.reserveCapacity(capacity)
    }

    mutating func line(_ content: String) {
        if !content.isEmpty {
            for _ in 0..<depth { text += "    " }
            text += content
        }
        text += "\n"
    }

    mutating func blank() {
        text += "\n"
    }

    /// `content {` and one level deeper.
    mutating func open(_ content: String) {
        line(content + " {")
        depth += 1
    }

    /// One level shallower and `}` followed by `suffix` (`)`, `,`, `()`).
    mutating func close(_ suffix: String = "") {
        depth -= 1
        line("}" + suffix)
    }

    mutating func indent() { depth += 1 }
    mutating func dedent() { depth -= 1 }

    /// Lines of a block written at the current depth.
    mutating func lines(_ block: [String]) {
        for item in block { line(item) }
    }
}

/// The marker that names the findings a line must produce; `ExpectationScanner` reads them back.
func expect(_ rules: String...) -> String {
    " // expect: " + rules.joined(separator: " ")
}

extension String {
    /// `OrderHistory` -> `orderHistory`.
    var lowerCamel: String {
        guard let first = first else { return self }
        return first.lowercased() + dropFirst()
    }

    /// `orderHistory` -> `OrderHistory`.
    var upperCamel: String {
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }
}
