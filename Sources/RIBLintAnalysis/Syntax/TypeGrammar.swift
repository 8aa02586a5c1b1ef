import RIBLintAST
import RIBLintModel

/// Questions about a written type, asked of the parser's `TypeRef` (its nominal `name`, generic
/// arguments and optionality), in one place. Where only text is at hand (a type written inside
/// an expression, such as the right side of `as?`), the same questions take the text.
public extension TypeRef {
    /// `Void`, `()` or `Swift.Void`.
    var isVoid: Bool { TypeGrammar.isVoid(text) }

    /// The element type of an array, set or dictionary type (`[StoryRouting]?`,
    /// `[String: StoryRouting]`, `Set<StoryRouting>`), as written; nil for any other type.
    var collectionElement: String? { TypeGrammar.collectionElement(of: text) }

    /// An array, set or dictionary type.
    var isCollection: Bool { text.hasPrefix("[") || name == "Set" }
}

public enum TypeGrammar {
    public static func isVoid(_ text: String) -> Bool {
        text == "Void" || text == "()" || text == "Swift.Void"
    }

    /// See `TypeRef.collectionElement`.
    public static func collectionElement(of written: String) -> String? {
        var text = Substring(TypeText.normalise(written))
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("Set<") && text.hasSuffix(">") { return String(text.dropFirst(4).dropLast()) }
        guard text.hasPrefix("[") && text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return String(inner[inner.index(after: index)...])
            default: break
            }
        }
        return String(inner)
    }
}
