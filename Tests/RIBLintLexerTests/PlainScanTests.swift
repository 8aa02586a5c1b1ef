@testable import RIBLintLexer
import SeededRandom
import XCTest

/// `LexerCore.scanPlainTokens` lexes the common tokens (words, one-byte punctuation, operators
/// with a space on each side, `->`, postfix `?` and `!`, one-byte angle brackets, `&` before an
/// operand, decimal integers, simple one-line strings, line comments) on a path of their own;
/// everything else goes the general way. Both must give exactly the same tokens, comments and
/// diagnostics.
final class PlainScanTests: XCTestCase {
    private func assertSameAsGeneralPath(_ bytes: [UInt8], range: Range<Int>? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let fast = Lexer.lex(bytes, range: range, plainScan: true)
        let general = Lexer.lex(bytes, range: range, plainScan: false)
        XCTAssertEqual(fast.tokens, general.tokens, "input: \(String(decoding: bytes, as: UTF8.self).debugDescription)", file: file, line: line)
        XCTAssertEqual(fast.comments, general.comments, file: file, line: line)
        XCTAssertEqual(fast.diagnostics, general.diagnostics, file: file, line: line)
    }

    /// Each look-alike of a token the plain scan takes, on both sides of where it stops.
    func testLookAlikesGiveTheSameTokensBothWays() {
        let sources = [
            // ` = ` is the plain `.equal`; without spaces on both sides it is the general path's.
            "let a = b", "let a=b", "let a =b", "let a= b", "a == b", "a =", "= a", "a ===  b",
            // ` -> ` and its neighbours.
            "func f() -> Int", "func f()->Int", "a ->> b", "a -> ", "a -",
            // Operators with a space on each side, and those that are not.
            "a != b", "a!= b", "a !=b", "a ?? b", "a ? b : c", "a ..< b", "a / b", "a /= b", "a & b",
            "f(&b)", "a ?b", "a !b", "x <#p#> y", "a < #b", "a +-+ b", "a *-/ b", "a = -b", "a ~= b ",
            "try? a", "try! b", "a == .b", "a ?.b", "a ! ", "a -\u{301} b",
            // Postfix `?` and `!`, generic angle brackets and `&` right after an operand or before one.
            "Int?", "a?.b", "a!.b", "f()!", "a[0]?", "try? x", "try! x", "self?.x", "x = try?y", "a??b",
            "Array<Int>", "Foo<Bar>?", "Foo<Bar<Baz>>", "a<b", "a>b", "x<#p#>", "a>.b", "a<=b", "a>(b)",
            "A<B>, C", "f<T>()", "a>\n", "f(&x)", "f(a, &x)", "a&b", "[&x]", "{&x}", "a:&x", "a&&b", "&x", "(&&x)",
            // Line comments, doc comments, and slashes that are not comments.
            "a // c\nb", "a /// doc\nb", "a //", "// x", "a//b", "a ///\n/ b /", "a // é\r\nb", "//\n//\n",
            // Integers, and the numbers that are not plain.
            "x = 1 + 23", "1_000", "0x1F", "0b10", "0o7", "1.5", "1e3", "1a", "t.0.1", "9", "x[12]",
            "12é",
            // Strings: plain, empty, multi-line, escaped, interpolated, raw, unterminated, non-ASCII.
            #"let s = "abc""#, #"f("")"#, #"x = """"#, "\"\"\"\nabc\n\"\"\"", #""a\"b""#, #""a\(b)c""#,
            ##"#"raw"#"##, "\"open\nnext", #""é""#, "\"tab\there\"", "\"\"", "\"", "\"a", #"""""#,
            // Trivia the plain scan leaves to `skipTrivia`.
            "a // note\nb", "a /* x */ b", "a\u{0B}b", "\u{FEFF}a", "a\u{00A0}b", "a\r\nb\rc",
            // Words that continue in non-ASCII, and member access.
            "caf\u{00E9} x", "a.b.c", "a.+b", ".5", "a?.b", "a!.b",
            // At the start and at the end of the buffer.
            "a", "(", ")", ".", " ", "\n", "=", "->", "\"x\"",
        ]
        for source in sources { assertSameAsGeneralPath(Array(source.utf8)) }
    }

    /// Random token soups from fragments near every edge of the plain scan: the same tokens
    /// both ways, whatever the order.
    func testRandomSourcesGiveTheSameTokensBothWays() {
        let fragments = [
            "a", "Foo", "_x", "self", "let", "func", "Any", "Self", "associatedtype", "x9", "$0", "`if`", "é",
            " ", "  ", "\n", "\n    ", "\t", "\r\n", "\u{0B}",
            "(", ")", "{", "}", "[", "]", ",", ":", ";", "@", "\\", ".", "?", "!", "&",
            "=", "==", "->", "-", ">", "+", "/", "*", "//", "/*", "*/", "#", "#if", "#/a/#",
            "0", "12", "1_0", "0x1", "1.5", "1e", "\"", "\"\"", "\"\"\"", "\"ab\"", "\"a b\"", "'",
            " != ", " ?? ", " ..< ", " ? ", " & ", "<#", "#>", "///", " // x", "~", "try", "<", ">", "?.", "&x",
        ]
        var generator = SplitMix64(seed: 0x91A1_5CA7)
        for _ in 0..<4000 {
            var source = ""
            for _ in 0..<Int(generator.next() % 24) {
                source += fragments[Int(generator.next() % UInt64(fragments.count))]
            }
            let bytes = Array(source.utf8)
            assertSameAsGeneralPath(bytes)
            // Bodies are lexed as ranges of their file: the bytes around a range are not its own.
            let lower = Int(generator.next() % UInt64(bytes.count + 1))
            let upper = lower + Int(generator.next() % UInt64(bytes.count - lower + 1))
            assertSameAsGeneralPath(bytes, range: lower..<upper)
        }
    }

    /// The plain scan stops when the token storage is full, so that the caller lexes again with
    /// more room: dense input (more tokens than a quarter of its bytes) must still come out whole.
    func testDenseInputOverflowsTheFirstStorageAndStillComesOutWhole() {
        let source = String(repeating: "(a)", count: 3000) + String(repeating: "(\"\")", count: 2000)
        let lexed = Lexer.lex(Array(source.utf8))
        XCTAssertEqual(lexed.tokens.count, 9000 + 8000 + 1)
        assertSameAsGeneralPath(Array(source.utf8))
    }
}
