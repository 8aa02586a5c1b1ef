/// The Swift lexer. PLACEHOLDER until the lexer lands: returns only end of file.
public enum Lexer {
    /// Lexes `bytes[range]` (the whole buffer by default). Never fails and never traps:
    /// malformed input yields `.unknown` or `.malformed` tokens and diagnostics.
    public static func lex(_ bytes: [UInt8], range: Range<Int>? = nil) -> LexedFile {
        let end = UInt32(range?.upperBound ?? bytes.count)
        return LexedFile(tokens: [Token(kind: .endOfFile, start: end, end: end)], comments: [], diagnostics: [])
    }
}
