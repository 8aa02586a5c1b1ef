// libFuzzer entry point for the lexer. Built by scripts/fuzz, which compiles each module listed
// in Fuzz/LexerFuzz/modules as its own instrumented module and links them with this file.
// A harness for a later stage (the AST builder) is another folder beside this one with its own
// `main.swift` and `modules` list; it can call `LexerFuzzChecks.check` and then its own stage.
import RIBLintLexer

enum LexerFuzzChecks {
    /// Traps (so that libFuzzer records a crash) when the lexer breaks one of its promises.
    static func check(_ lexed: LexedFile, byteCount: Int) {
        guard let last = lexed.tokens.last, last.kind == .endOfFile, Int(last.start) == byteCount else {
            fatalError("the token list must end with one end-of-file token at the end of the input")
        }
        var previousEnd: UInt32 = 0
        for (index, token) in lexed.tokens.enumerated() {
            if token.start < previousEnd || token.end < token.start || Int(token.end) > byteCount {
                fatalError("token \(index) (\(token.kind)) has range \(token.start)..<\(token.end) after \(previousEnd)")
            }
            if token.kind == .endOfFile && index != lexed.tokens.count - 1 {
                fatalError("end-of-file token before the end")
            }
            if token.kind != .endOfFile && token.start == token.end {
                fatalError("empty \(token.kind) token at \(token.start)")
            }
            previousEnd = token.end
        }
        for comment in lexed.comments where comment.start > comment.end || Int(comment.end) > byteCount {
            fatalError("comment range \(comment.start)..<\(comment.end) out of bounds")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func lexerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8] = (data != nil && size > 0) ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let lexed = Lexer.lex(bytes)
    LexerFuzzChecks.check(lexed, byteCount: bytes.count)
    // A sub-range must lex too, with offsets inside that range.
    if bytes.count > 2 {
        let range = 1..<(bytes.count - 1)
        let partial = Lexer.lex(bytes, range: range)
        guard let last = partial.tokens.last, last.kind == .endOfFile, Int(last.start) == range.upperBound,
              partial.tokens.allSatisfy({ Int($0.start) >= range.lowerBound && Int($0.end) <= range.upperBound })
        else { fatalError("range lexing left its range") }
    }
    return 0
}
