import RIBLintLexer
import XCTest
import SeededRandom

final class LexerTests: XCTestCase {
    private func assertTokens(_ source: String, _ expected: [KindText], file: StaticString = #filePath, line: UInt = #line) {
        let actual = LexerTestSupport.tokens(source)
        XCTAssertEqual(actual, expected, "\n  got:      \(actual)\n  expected: \(expected)", file: file, line: line)
        LexerTestSupport.assertWellFormed(Lexer.lex(source), byteCount: source.utf8.count, file: file, line: line)
    }

    private func kinds(_ source: String) -> [TokenKind] {
        LexerTestSupport.tokens(source).map(\.kind)
    }

    // MARK: Words

    func testKeywordsAndIdentifiers() {
        assertTokens("import Foo\nfinal class A: B { weak var x: Int? }", [
            KindText(.keyword, "import"), KindText(.identifier, "Foo"),
            KindText(.identifier, "final"), KindText(.keyword, "class"), KindText(.identifier, "A"),
            KindText(.colon, ":"), KindText(.identifier, "B"), KindText(.leftBrace, "{"),
            KindText(.identifier, "weak"), KindText(.keyword, "var"), KindText(.identifier, "x"),
            KindText(.colon, ":"), KindText(.identifier, "Int"), KindText(.postfixQuestionMark, "?"),
            KindText(.rightBrace, "}"),
        ])
    }

    func testEveryReservedWordIsAKeyword() {
        let words = "Any as associatedtype break case catch class continue default defer deinit do else enum extension fallthrough false fileprivate for func guard if import in init inout internal is let nil operator precedencegroup private protocol public repeat rethrows return self Self static struct subscript super switch throw throws true try typealias var where while _"
        let tokens = LexerTestSupport.tokens(words)
        XCTAssertEqual(tokens.count, words.split(separator: " ").count)
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .keyword }, "\(tokens.filter { $0.kind != .keyword })")
        for word in ["actor", "async", "await", "get", "set", "some", "any", "lazy", "_x", "selfish", "Type", "open", "mutating", "precedencegroups"] {
            XCTAssertEqual(kinds(word), [.identifier], word)
        }
    }

    func testBacktickedUnicodeAndDollarIdentifiers() {
        assertTokens("`class` `foo bar` café π 😀 $0 $12 $name $ a$b", [
            KindText(.identifier, "`class`"), KindText(.identifier, "`foo bar`"), KindText(.identifier, "café"),
            KindText(.identifier, "π"), KindText(.identifier, "😀"), KindText(.dollarIdentifier, "$0"),
            KindText(.dollarIdentifier, "$12"), KindText(.identifier, "$name"), KindText(.identifier, "$"),
            KindText(.identifier, "a$b"),
        ])
        assertTokens("` x", [KindText(.backtick, "`"), KindText(.identifier, "x")])
    }

    func testAttributesAndPoundKeywords() {
        assertTokens("@objc @MainActor", [
            KindText(.atSign, "@"), KindText(.identifier, "objc"), KindText(.atSign, "@"), KindText(.identifier, "MainActor"),
        ])
        assertTokens("#if DEBUG\n#elseif os(iOS)\n#else\n#endif", [
            KindText(.poundIf, "#if"), KindText(.identifier, "DEBUG"), KindText(.poundElseif, "#elseif"),
            KindText(.identifier, "os"), KindText(.leftParen, "("), KindText(.identifier, "iOS"), KindText(.rightParen, ")"),
            KindText(.poundElse, "#else"), KindText(.poundEndif, "#endif"),
        ])
        assertTokens("#available #unavailable #sourceLocation #selector #ifdef", [
            KindText(.poundAvailable, "#available"), KindText(.poundUnavailable, "#unavailable"),
            KindText(.poundSourceLocation, "#sourceLocation"), KindText(.pound, "#"), KindText(.identifier, "selector"),
            KindText(.pound, "#"), KindText(.identifier, "ifdef"),
        ])
    }

    // MARK: Numbers

    /// A run of pounds that opens no raw string or regex is one `.pound` per `#`, the last one
    /// starting a directive when a word follows (issue 15, item 5: the run is read once).
    func testRunsOfPoundsAreOnePoundTokenEach() {
        XCTAssertEqual(LexerTestSupport.tokens("###if x"), [
            KindText(.pound, "#"), KindText(.pound, "#"), KindText(.poundIf, "#if"), KindText(.identifier, "x"),
        ])
        XCTAssertEqual(LexerTestSupport.tokens("##\"s\"##"), [
            KindText(.rawStringDelimiter, "##"), KindText(.stringQuote, "\""), KindText(.stringSegment, "s"),
            KindText(.stringQuote, "\""), KindText(.rawStringDelimiter, "##"),
        ])
        let run = String(repeating: "#", count: 300_000)
        let lexed = Lexer.lex(Array(run.utf8))
        LexerTestSupport.assertWellFormed(lexed, byteCount: run.utf8.count)
        XCTAssertEqual(lexed.tokens.count, 300_001)
        XCTAssertTrue(lexed.tokens.dropLast().allSatisfy { $0.kind == .pound && $0.end == $0.start + 1 })
    }

    func testNumbers() {
        assertTokens("0 42 1_000 0xFF_FF 0o17 0b1010 3.14 1e10 1.5E-3 0x1p-3 0x1.8p1 1_0.0_1", [
            KindText(.integerLiteral, "0"), KindText(.integerLiteral, "42"), KindText(.integerLiteral, "1_000"),
            KindText(.integerLiteral, "0xFF_FF"), KindText(.integerLiteral, "0o17"), KindText(.integerLiteral, "0b1010"),
            KindText(.floatLiteral, "3.14"), KindText(.floatLiteral, "1e10"), KindText(.floatLiteral, "1.5E-3"),
            KindText(.floatLiteral, "0x1p-3"), KindText(.floatLiteral, "0x1.8p1"), KindText(.floatLiteral, "1_0.0_1"),
        ])
    }

    func testNumberFollowedByMemberAccess() {
        assertTokens("x.0.1", [
            KindText(.identifier, "x"), KindText(.period, "."), KindText(.integerLiteral, "0"),
            KindText(.period, "."), KindText(.integerLiteral, "1"),
        ])
        assertTokens("1.description 0xff.bits", [
            KindText(.integerLiteral, "1"), KindText(.period, "."), KindText(.identifier, "description"),
            KindText(.integerLiteral, "0xff"), KindText(.period, "."), KindText(.identifier, "bits"),
        ])
    }

    func testMalformedNumbers() {
        let lexed = Lexer.lex("0xZ 12abc 1e+")
        XCTAssertEqual(lexed.tokens.dropLast().map(\.kind), [.integerLiteral, .integerLiteral, .floatLiteral])
        XCTAssertTrue(lexed.tokens.dropLast().allSatisfy { $0.flags.contains(.malformed) })
        XCTAssertFalse(lexed.diagnostics.isEmpty)
    }

    // MARK: Operators

    func testOperatorFixityFollowsWhitespace() {
        assertTokens("a + b", [KindText(.identifier, "a"), KindText(.binaryOperator, "+"), KindText(.identifier, "b")])
        assertTokens("a+b", [KindText(.identifier, "a"), KindText(.binaryOperator, "+"), KindText(.identifier, "b")])
        assertTokens("-a", [KindText(.prefixOperator, "-"), KindText(.identifier, "a")])
        assertTokens("a++ ", [KindText(.identifier, "a"), KindText(.postfixOperator, "++")])
        assertTokens("f(-x, y...)", [
            KindText(.identifier, "f"), KindText(.leftParen, "("), KindText(.prefixOperator, "-"), KindText(.identifier, "x"),
            KindText(.comma, ","), KindText(.identifier, "y"), KindText(.postfixOperator, "..."), KindText(.rightParen, ")"),
        ])
        assertTokens("0..<n", [KindText(.integerLiteral, "0"), KindText(.binaryOperator, "..<"), KindText(.identifier, "n")])
    }

    func testSpecialOperatorTokens() {
        assertTokens("x = y", [KindText(.identifier, "x"), KindText(.equal, "="), KindText(.identifier, "y")])
        assertTokens("() -> Void", [KindText(.leftParen, "("), KindText(.rightParen, ")"), KindText(.arrow, "->"), KindText(.identifier, "Void")])
        assertTokens("f(&x)", [KindText(.identifier, "f"), KindText(.leftParen, "("), KindText(.prefixAmpersand, "&"), KindText(.identifier, "x"), KindText(.rightParen, ")")])
        assertTokens("a & b", [KindText(.identifier, "a"), KindText(.binaryOperator, "&"), KindText(.identifier, "b")])
        assertTokens("x!.y", [KindText(.identifier, "x"), KindText(.exclamationMark, "!"), KindText(.period, "."), KindText(.identifier, "y")])
        assertTokens("x?.y", [KindText(.identifier, "x"), KindText(.postfixQuestionMark, "?"), KindText(.period, "."), KindText(.identifier, "y")])
        assertTokens("c ? a : b", [
            KindText(.identifier, "c"), KindText(.infixQuestionMark, "?"), KindText(.identifier, "a"), KindText(.colon, ":"), KindText(.identifier, "b"),
        ])
        assertTokens("!flag", [KindText(.prefixOperator, "!"), KindText(.identifier, "flag")])
        assertTokens("a != b", [KindText(.identifier, "a"), KindText(.binaryOperator, "!="), KindText(.identifier, "b")])
        assertTokens("a ?? b", [KindText(.identifier, "a"), KindText(.binaryOperator, "??"), KindText(.identifier, "b")])
    }

    func testUnicodeAndCustomOperators() {
        assertTokens("f ∘ g", [KindText(.identifier, "f"), KindText(.binaryOperator, "∘"), KindText(.identifier, "g")])
        assertTokens("a <*> b", [KindText(.identifier, "a"), KindText(.binaryOperator, "<*>"), KindText(.identifier, "b")])
        assertTokens("a.b", [KindText(.identifier, "a"), KindText(.period, "."), KindText(.identifier, "b")])
    }

    func testCommentInsideOperatorRun() {
        assertTokens("a +// c\nb", [KindText(.identifier, "a"), KindText(.binaryOperator, "+"), KindText(.identifier, "b")])
    }

    // MARK: Regex literals

    func testDivisionIsNotARegex() {
        assertTokens("a / b / c", [
            KindText(.identifier, "a"), KindText(.binaryOperator, "/"), KindText(.identifier, "b"),
            KindText(.binaryOperator, "/"), KindText(.identifier, "c"),
        ])
        assertTokens("x/y", [KindText(.identifier, "x"), KindText(.binaryOperator, "/"), KindText(.identifier, "y")])
        assertTokens("(a) / 2 / 3", [
            KindText(.leftParen, "("), KindText(.identifier, "a"), KindText(.rightParen, ")"),
            KindText(.binaryOperator, "/"), KindText(.integerLiteral, "2"), KindText(.binaryOperator, "/"), KindText(.integerLiteral, "3"),
        ])
    }

    func testBareRegexLiterals() {
        assertTokens("let r = /[a-z]+/", [
            KindText(.keyword, "let"), KindText(.identifier, "r"), KindText(.equal, "="),
            KindText(.regexSlash, "/"), KindText(.regexPattern, "[a-z]+"), KindText(.regexSlash, "/"),
        ])
        assertTokens("f(/a b/)", [
            KindText(.identifier, "f"), KindText(.leftParen, "("), KindText(.regexSlash, "/"),
            KindText(.regexPattern, "a b"), KindText(.regexSlash, "/"), KindText(.rightParen, ")"),
        ])
        // An unbalanced ')' means a division in an argument list, not a regex.
        assertTokens("reduce(1, /) ", [
            KindText(.identifier, "reduce"), KindText(.leftParen, "("), KindText(.integerLiteral, "1"),
            KindText(.comma, ","), KindText(.binaryOperator, "/"), KindText(.rightParen, ")"),
        ])
    }

    func testSpaceAfterSlashInArgumentIsAnOperator() {
        assertTokens("f(/ , 1)", [
            KindText(.identifier, "f"), KindText(.leftParen, "("), KindText(.binaryOperator, "/"),
            KindText(.comma, ","), KindText(.integerLiteral, "1"), KindText(.rightParen, ")"),
        ])
    }

    func testPrefixSlashOperatorDeclaration() {
        assertTokens("prefix func / (x: T)", [
            KindText(.identifier, "prefix"), KindText(.keyword, "func"), KindText(.binaryOperator, "/"),
            KindText(.leftParen, "("), KindText(.identifier, "x"), KindText(.colon, ":"), KindText(.identifier, "T"), KindText(.rightParen, ")"),
        ])
        assertTokens("prefix operator /^/", [
            KindText(.identifier, "prefix"), KindText(.keyword, "operator"), KindText(.binaryOperator, "/^/"),
        ])
    }

    func testExtendedRegexLiterals() {
        assertTokens("#/a/b/#", [
            KindText(.regexPoundDelimiter, "#"), KindText(.regexSlash, "/"), KindText(.regexPattern, "a/b"),
            KindText(.regexSlash, "/"), KindText(.regexPoundDelimiter, "#"),
        ])
        assertTokens("##/ x /#y/##", [
            KindText(.regexPoundDelimiter, "##"), KindText(.regexSlash, "/"), KindText(.regexPattern, " x /#y"),
            KindText(.regexSlash, "/"), KindText(.regexPoundDelimiter, "##"),
        ])
        assertTokens("#/\n  a\n/#", [
            KindText(.regexPoundDelimiter, "#"), KindText(.regexSlash, "/"), KindText(.regexPattern, "\n  a\n"),
            KindText(.regexSlash, "/"), KindText(.regexPoundDelimiter, "#"),
        ])
    }

    func testRegexAfterTryQuestionMark() {
        assertTokens("try? /^ x/", [
            KindText(.keyword, "try"), KindText(.postfixQuestionMark, "?"), KindText(.regexSlash, "/"),
            KindText(.regexPattern, "^ x"), KindText(.regexSlash, "/"),
        ])
    }

    func testSlashSpaceSlash() {
        // Where an operand must follow, `/ /` can only be a (malformed) regex literal...
        let lexed = Lexer.lex("/ /")
        XCTAssertEqual(lexed.tokens.map(\.kind), [.regexSlash, .regexPattern, .regexSlash, .endOfFile])
        XCTAssertTrue(lexed.tokens[1].flags.contains(.malformed))
        // ...but as an argument the first `/` may be an unapplied operator, so it is one.
        XCTAssertEqual(kinds("f(/ /)").prefix(3), [.identifier, .leftParen, .binaryOperator])
    }

    // MARK: Strings

    func testSimpleString() {
        assertTokens(#""hello""#, [KindText(.stringQuote, "\""), KindText(.stringSegment, "hello"), KindText(.stringQuote, "\"")])
        assertTokens(#""""#, [KindText(.stringQuote, "\""), KindText(.stringQuote, "\"")])
        assertTokens(#""a\"b\\""#, [KindText(.stringQuote, "\""), KindText(.stringSegment, #"a\"b\\"#), KindText(.stringQuote, "\"")])
    }

    func testInterpolation() {
        assertTokens(#""a\(x + 1)b""#, [
            KindText(.stringQuote, "\""), KindText(.stringSegment, "a"), KindText(.backslash, "\\"), KindText(.leftParen, "("),
            KindText(.identifier, "x"), KindText(.binaryOperator, "+"), KindText(.integerLiteral, "1"), KindText(.rightParen, ")"),
            KindText(.stringSegment, "b"), KindText(.stringQuote, "\""),
        ])
    }

    func testNestedInterpolation() {
        assertTokens(#""\("\(1)")""#, [
            KindText(.stringQuote, "\""), KindText(.backslash, "\\"), KindText(.leftParen, "("),
            KindText(.stringQuote, "\""), KindText(.backslash, "\\"), KindText(.leftParen, "("), KindText(.integerLiteral, "1"),
            KindText(.rightParen, ")"), KindText(.stringQuote, "\""),
            KindText(.rightParen, ")"), KindText(.stringQuote, "\""),
        ])
    }

    func testClosureAndParenthesesInInterpolation() {
        assertTokens(#""\(xs.map { ($0) })!""#, [
            KindText(.stringQuote, "\""), KindText(.backslash, "\\"), KindText(.leftParen, "("),
            KindText(.identifier, "xs"), KindText(.period, "."), KindText(.identifier, "map"), KindText(.leftBrace, "{"),
            KindText(.leftParen, "("), KindText(.dollarIdentifier, "$0"), KindText(.rightParen, ")"), KindText(.rightBrace, "}"),
            KindText(.rightParen, ")"), KindText(.stringSegment, "!"), KindText(.stringQuote, "\""),
        ])
    }

    func testDeepNestingDoesNotOverflow() {
        let depth = 5000
        let source = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let lexed = Lexer.lex(source)
        LexerTestSupport.assertWellFormed(lexed, byteCount: source.utf8.count)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .stringQuote }.count, 2 * depth)
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x"
        XCTAssertEqual(LexerTestSupport.tokens(comments), [KindText(.identifier, "x")])
    }

    func testRawStrings() {
        assertTokens(##"#"a\n"#"##, [
            KindText(.rawStringDelimiter, "#"), KindText(.stringQuote, "\""), KindText(.stringSegment, #"a\n"#),
            KindText(.stringQuote, "\""), KindText(.rawStringDelimiter, "#"),
        ])
        assertTokens(###"##"say "#hi"# \#(x)"##"###, [
            KindText(.rawStringDelimiter, "##"), KindText(.stringQuote, "\""), KindText(.stringSegment, ##"say "#hi"# \#(x)"##),
            KindText(.stringQuote, "\""), KindText(.rawStringDelimiter, "##"),
        ])
        assertTokens(##"#"v\#(x)"#"##, [
            KindText(.rawStringDelimiter, "#"), KindText(.stringQuote, "\""), KindText(.stringSegment, "v"),
            KindText(.backslash, "\\"), KindText(.rawStringDelimiter, "#"), KindText(.leftParen, "("), KindText(.identifier, "x"),
            KindText(.rightParen, ")"), KindText(.stringQuote, "\""), KindText(.rawStringDelimiter, "#"),
        ])
    }

    func testMultilineStringStripsIndentation() {
        let source = "let s = \"\"\"\n    a\n      b\n    \"\"\""
        assertTokens(source, [
            KindText(.keyword, "let"), KindText(.identifier, "s"), KindText(.equal, "="),
            KindText(.multilineStringQuote, "\"\"\""), KindText(.stringSegment, "a\n"), KindText(.stringSegment, "  b"),
            KindText(.multilineStringQuote, "\"\"\""),
        ])
    }

    func testMultilineStringWithInterpolationAndEscapedNewline() {
        let source = "\"\"\"\n  x\\(1)y\n  z \\\n  w\n  \"\"\""
        assertTokens(source, [
            KindText(.multilineStringQuote, "\"\"\""), KindText(.stringSegment, "x"), KindText(.backslash, "\\"),
            KindText(.leftParen, "("), KindText(.integerLiteral, "1"), KindText(.rightParen, ")"),
            KindText(.stringSegment, "y\n"), KindText(.stringSegment, "z "), KindText(.stringSegment, "w"),
            KindText(.multilineStringQuote, "\"\"\""),
        ])
    }

    func testRawMultilineString() {
        let source = "#\"\"\"\n  a \"\"\" b\n  \"\"\"#"
        assertTokens(source, [
            KindText(.rawStringDelimiter, "#"), KindText(.multilineStringQuote, "\"\"\""), KindText(.stringSegment, "a \"\"\" b"),
            KindText(.multilineStringQuote, "\"\"\""), KindText(.rawStringDelimiter, "#"),
        ])
    }

    func testUnterminatedStringsRecover() {
        let lexed = Lexer.lex("let s = \"abc\nlet t = 1")
        let kinds = lexed.tokens.map(\.kind)
        XCTAssertEqual(kinds, [.keyword, .identifier, .equal, .stringQuote, .stringSegment, .keyword, .identifier, .equal, .integerLiteral, .endOfFile])
        XCTAssertFalse(lexed.diagnostics.isEmpty)
        for source in ["\"abc", "\"\"\"\nabc", "#\"abc\"", "\"\\(", "\"\\(\"", "'a"] {
            let lexed = Lexer.lex(source)
            LexerTestSupport.assertWellFormed(lexed, byteCount: source.utf8.count)
            XCTAssertFalse(lexed.diagnostics.isEmpty, source)
        }
    }

    // MARK: Comments and trivia

    func testCommentsAreCollected() {
        let source = "/// doc\n// line\n/** block doc */ /* a /* nested */ b */ x"
        let lexed = Lexer.lex(source)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .endOfFile])
        XCTAssertEqual(lexed.comments.map(\.kind), [.docLine, .line, .docBlock, .block])
        let bytes = Array(source.utf8)
        XCTAssertEqual(String(decoding: bytes[Int(lexed.comments[3].start)..<Int(lexed.comments[3].end)], as: UTF8.self), "/* a /* nested */ b */")
    }

    func testUnterminatedBlockComment() {
        let lexed = Lexer.lex("x /* a /* b */")
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .endOfFile])
        XCTAssertEqual(lexed.diagnostics.count, 1)
    }

    func testFlags() {
        let lexed = Lexer.lex("a b\n c/* \n */d")
        XCTAssertEqual(lexed.tokens[0].flags, [])
        XCTAssertEqual(lexed.tokens[1].flags, [.spaceBefore])
        XCTAssertEqual(lexed.tokens[2].flags, [.spaceBefore, .newlineBefore])
        XCTAssertEqual(lexed.tokens[3].flags, [.spaceBefore, .newlineBefore])
    }

    func testShebang() {
        assertTokens("#!/usr/bin/env swift\nprint(1)", [
            KindText(.shebang, "#!/usr/bin/env swift"), KindText(.identifier, "print"), KindText(.leftParen, "("),
            KindText(.integerLiteral, "1"), KindText(.rightParen, ")"),
        ])
    }

    // MARK: Bad input

    func testNulInvalidUTF8AndLoneCarriageReturn() {
        var bytes = Array("let a\0= 1\r\rb".utf8)
        bytes.insert(0xFF, at: 3)
        bytes.append(contentsOf: [0xC3, 0x28, 0xE2, 0x82])
        let lexed = Lexer.lex(bytes)
        LexerTestSupport.assertWellFormed(lexed, byteCount: bytes.count)
        XCTAssertTrue(lexed.tokens.contains { $0.kind == .unknown && $0.flags.contains(.malformed) })
        XCTAssertFalse(lexed.diagnostics.isEmpty)
        let buffer = SourceBuffer(path: "x.swift", bytes: bytes)
        let b = lexed.tokens.first { buffer.text(of: $0) == "b" }
        XCTAssertNotNil(b)
        XCTAssertEqual(b.map { buffer.location(of: $0.start).line }, 3)
        XCTAssertEqual(b.map { $0.flags.contains(.newlineBefore) }, true)
    }

    func testLineAndColumnThroughSourceBuffer() {
        let source = "let x = 1\n  café = \"é\"\r\n\ty"
        let buffer = SourceBuffer(path: "t.swift", text: source)
        let lexed = Lexer.lex(buffer.bytes)
        let positions = lexed.tokens.map { token -> String in
            let location = buffer.location(of: token.start)
            return "\(location.line):\(location.column)"
        }
        // let x = 1 | café = " é " | y | eof
        XCTAssertEqual(positions, ["1:1", "1:5", "1:7", "1:9", "2:3", "2:9", "2:11", "2:12", "2:14", "3:2", "3:3"])
    }

    func testInputDenserThanTheFirstGuessIsLexedCompletely() {
        let parens = String(repeating: "(", count: 1000)
        XCTAssertEqual(Lexer.lex(parens).tokens.count, 1001)
        let interpolations = "\"\"\"\n" + String(repeating: "\\(a)", count: 300) + "\n\"\"\""
        let lexed = Lexer.lex(interpolations)
        LexerTestSupport.assertWellFormed(lexed, byteCount: interpolations.utf8.count)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .identifier }.count, 300)
    }

    func testRangeLexing() {
        let bytes = Array("aaa bbb ccc".utf8)
        let lexed = Lexer.lex(bytes, range: 4..<7)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .endOfFile])
        XCTAssertEqual(lexed.tokens[0].range, 4..<7)
        XCTAssertEqual(Lexer.lex(bytes, range: 20..<30).tokens.count, 1)
    }

    func testRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("\"\\()#/*`'$@.?!<>=-+\n\r\t {}[]a1_xé\u{0}".utf8) + [0xFF, 0xC3, 0xE2, 0x80]
        for iteration in 0..<3000 {
            let length = Int(generator.next() % 200)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                if iteration % 2 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                } else {
                    bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
                }
            }
            let lexed = Lexer.lex(bytes)
            LexerTestSupport.assertWellFormed(lexed, byteCount: bytes.count)
        }
    }

    func testTokenDumpJSON() {
        let source = "let s = \"a\\\"\"\n"
        let buffer = SourceBuffer(path: "t.swift", text: source)
        let json = TokenDump.json(Lexer.lex(buffer.bytes), source: buffer)
        XCTAssertTrue(json.hasPrefix("[\n  {\"kind\": \"keyword\", \"text\": \"let\", \"line\": 1, \"column\": 1},\n"), json)
        XCTAssertTrue(json.contains("{\"kind\": \"stringSegment\", \"text\": \"a\\\\\\\"\", \"line\": 1, \"column\": 10}"), json)
        XCTAssertTrue(json.hasSuffix("{\"kind\": \"endOfFile\", \"text\": \"\", \"line\": 2, \"column\": 1}\n]\n"), json)
        let text = TokenDump.text(Lexer.lex(buffer.bytes), source: buffer)
        XCTAssertTrue(text.hasPrefix("1:1 keyword \"let\"\n1:5 identifier \"s\"\n"), text)
    }
}
