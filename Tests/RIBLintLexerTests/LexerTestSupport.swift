import RIBLintLexer
import XCTest

/// A token as the tests spell it: kind and text.
struct KindText: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String
    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
    var description: String { "\(kind) \(String(reflecting: text))" }
}

enum LexerTestSupport {
    /// The tokens of `source` without the final end-of-file token.
    static func tokens(_ source: String) -> [KindText] {
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        return lexed.tokens.dropLast().map { KindText($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
    }

    /// Checks the invariants every lexer result must keep, whatever the input.
    static func assertWellFormed(_ lexed: LexedFile, byteCount: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard let last = lexed.tokens.last else {
            XCTFail("no tokens", file: file, line: line)
            return
        }
        XCTAssertEqual(last.kind, .endOfFile, file: file, line: line)
        XCTAssertEqual(Int(last.start), byteCount, file: file, line: line)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .endOfFile }.count, 1, file: file, line: line)
        var previousEnd: UInt32 = 0
        for token in lexed.tokens {
            if token.start < previousEnd || token.end < token.start || Int(token.end) > byteCount {
                XCTFail("bad token range \(token.start)..<\(token.end) after \(previousEnd)", file: file, line: line)
                return
            }
            if token.kind != .endOfFile && token.start == token.end {
                XCTFail("empty \(token.kind) token at \(token.start)", file: file, line: line)
                return
            }
            previousEnd = token.end
        }
        for comment in lexed.comments {
            XCTAssertLessThanOrEqual(comment.start, comment.end, file: file, line: line)
            XCTAssertLessThanOrEqual(Int(comment.end), byteCount, file: file, line: line)
        }
    }
}
