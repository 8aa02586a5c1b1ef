import RIBLintLexer

/// Builds a file's lightweight AST. PLACEHOLDER until the parser lands.
public enum SyntaxParser {
    public static func parse(_ source: SourceBuffer) -> FileSyntax {
        FileSyntax(source: source)
    }
}

/// Parses a body range (`{ ... }`) of a file into statements. PLACEHOLDER.
public enum BodyParser {
    public static func parse(_ source: SourceBuffer, range: SourceRange) -> Block {
        Block(statements: [], range: range)
    }
}
