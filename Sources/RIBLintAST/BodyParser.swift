import RIBLintLexer

/// Parses a body range (`{ ... }`) of a file into statements.
public enum BodyParser {
    public static func parse(_ source: SourceBuffer, range: SourceRange) -> Block {
        Block(statements: [], range: range)
    }
}
