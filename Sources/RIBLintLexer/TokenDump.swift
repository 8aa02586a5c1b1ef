/// Renders lexed tokens for `riblint debug tokens FILE [--format json]`. Trivia is left out.
public enum TokenDump {
    /// A JSON array with one object per token, keys always in the order
    /// `kind`, `text`, `line`, `column` (1-based; the column counts UTF-8 bytes).
    public static func json(_ lexed: LexedFile, source: SourceBuffer) -> String {
        var output = "[\n"
        for (index, token) in lexed.tokens.enumerated() {
            let location = source.location(of: token.start)
            output += "  {\"kind\": \""
            output += name(of: token.kind)
            output += "\", \"text\": \""
            appendEscaped(source.text(of: token), to: &output)
            output += "\", \"line\": \(location.line), \"column\": \(location.column)}"
            output += index + 1 < lexed.tokens.count ? ",\n" : "\n"
        }
        output += "]\n"
        return output
    }

    /// One line per token: `line:column kind "text"`, the text escaped as in JSON.
    public static func text(_ lexed: LexedFile, source: SourceBuffer) -> String {
        var output = ""
        for token in lexed.tokens {
            let location = source.location(of: token.start)
            output += "\(location.line):\(location.column) \(name(of: token.kind)) \""
            appendEscaped(source.text(of: token), to: &output)
            output += "\""
            if token.flags.contains(.malformed) { output += " (malformed)" }
            output += "\n"
        }
        return output
    }

    /// The token kind's name as it appears in the dumps (the Swift case name).
    public static func name(of kind: TokenKind) -> String {
        String(describing: kind)
    }

    static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
