import Foundation
import RIBLintLexer
import SwiftParser
import SwiftSyntax

struct TokenDiffReport {
    var files = 0
    var tokens = 0
    var parserSplits = 0
    /// Files where swift-syntax's parser reported an error: its recovery (for example, giving up
    /// past its nesting limit and leaving the rest of the file as unexpected tokens, which then miss
    /// the multi-line string post-processing) makes its token stream no reference for a lexer.
    var excludedWithParseErrors: [String] = []
    var differences: [String] = []
}

/// One token reduced to what both lexers can be compared on.
struct ComparableToken {
    var start: Int
    var end: Int
    var kind: String
    /// Operators, periods and numbers: the tokens a parser may split or re-lex.
    var splittable: Bool
}

enum TokenDiffSupport {
    static var packageRoot: URL {
        // Tests/DifferentialTests/TokenDiffSupport.swift -> package root
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func swiftSyntaxSourceFiles() throws -> [String] {
        let checkout = packageRoot.appendingPathComponent(".build/checkouts/swift-syntax")
        guard let enumerator = FileManager.default.enumerator(atPath: checkout.path) else {
            throw NSError(domain: "TokenDifferentialTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "no swift-syntax checkout at \(checkout.path); run `swift package resolve`"])
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(checkout.appendingPathComponent(relative).path) }
        }
        return files.sorted()
    }

    /// Every n-th file of the sorted list: deterministic, and spread over the whole tree.
    static func sample(_ files: [String], everyNth n: Int) -> [String] {
        files.enumerated().filter { $0.offset % n == 0 }.map(\.element)
    }

    static func kindClass(_ kind: RIBLintLexer.TokenKind) -> String {
        switch kind {
        case .identifier, .keyword: return "word"
        case .dollarIdentifier: return "dollarIdentifier"
        case .integerLiteral: return "integerLiteral"
        case .floatLiteral: return "floatLiteral"
        case .rawStringDelimiter: return "rawStringDelimiter"
        case .stringQuote: return "stringQuote"
        case .multilineStringQuote: return "multilineStringQuote"
        case .singleQuote: return "singleQuote"
        case .stringSegment: return "stringSegment"
        case .backslash: return "backslash"
        case .regexPoundDelimiter: return "regexPoundDelimiter"
        case .regexSlash: return "regexSlash"
        case .regexPattern: return "regexPattern"
        case .binaryOperator: return "binaryOperator"
        case .prefixOperator: return "prefixOperator"
        case .postfixOperator: return "postfixOperator"
        case .leftParen: return "leftParen"
        case .rightParen: return "rightParen"
        case .leftBrace: return "leftBrace"
        case .rightBrace: return "rightBrace"
        case .leftSquare: return "leftSquare"
        case .rightSquare: return "rightSquare"
        case .period: return "period"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .equal: return "equal"
        case .arrow: return "arrow"
        case .atSign: return "atSign"
        case .pound: return "pound"
        case .backtick: return "backtick"
        case .prefixAmpersand: return "prefixAmpersand"
        case .exclamationMark: return "exclamationMark"
        case .postfixQuestionMark: return "postfixQuestionMark"
        case .infixQuestionMark: return "infixQuestionMark"
        case .poundIf: return "poundIf"
        case .poundElseif: return "poundElseif"
        case .poundElse: return "poundElse"
        case .poundEndif: return "poundEndif"
        case .poundSourceLocation: return "poundSourceLocation"
        case .poundAvailable: return "poundAvailable"
        case .poundUnavailable: return "poundUnavailable"
        case .shebang: return "shebang"
        case .unknown: return "unknown"
        case .endOfFile: return "endOfFile"
        }
    }

    /// swift-syntax's kind in the same vocabulary. `anyOperator` matches every riblint operator kind.
    static func kindClass(_ kind: SwiftSyntax.TokenKind) -> String {
        switch kind {
        case .identifier, .keyword, .wildcard: return "word"
        case .dollarIdentifier: return "dollarIdentifier"
        case .integerLiteral: return "integerLiteral"
        case .floatLiteral: return "floatLiteral"
        case .rawStringPoundDelimiter: return "rawStringDelimiter"
        case .stringQuote: return "stringQuote"
        case .multilineStringQuote: return "multilineStringQuote"
        case .singleQuote: return "singleQuote"
        case .stringSegment: return "stringSegment"
        case .backslash: return "backslash"
        case .regexPoundDelimiter: return "regexPoundDelimiter"
        case .regexSlash: return "regexSlash"
        case .regexLiteralPattern: return "regexPattern"
        case .binaryOperator: return "binaryOperator"
        case .prefixOperator: return "prefixOperator"
        case .postfixOperator: return "postfixOperator"
        case .leftAngle, .rightAngle, .ellipsis: return "anyOperator"
        case .leftParen: return "leftParen"
        case .rightParen: return "rightParen"
        case .leftBrace: return "leftBrace"
        case .rightBrace: return "rightBrace"
        case .leftSquare: return "leftSquare"
        case .rightSquare: return "rightSquare"
        case .period: return "period"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .equal: return "equal"
        case .arrow: return "arrow"
        case .atSign: return "atSign"
        case .pound: return "pound"
        case .backtick: return "backtick"
        case .prefixAmpersand: return "prefixAmpersand"
        case .exclamationMark: return "exclamationMark"
        case .postfixQuestionMark: return "postfixQuestionMark"
        case .infixQuestionMark: return "infixQuestionMark"
        case .poundIf: return "poundIf"
        case .poundElseif: return "poundElseif"
        case .poundElse: return "poundElse"
        case .poundEndif: return "poundEndif"
        case .poundSourceLocation: return "poundSourceLocation"
        case .poundAvailable: return "poundAvailable"
        case .poundUnavailable: return "poundUnavailable"
        case .shebang: return "shebang"
        case .endOfFile: return "endOfFile"
        default: return "other:\(kind)"
        }
    }

    static let operatorClasses: Set<String> = [
        "binaryOperator", "prefixOperator", "postfixOperator", "anyOperator", "period", "equal", "arrow",
        "prefixAmpersand", "exclamationMark", "postfixQuestionMark", "infixQuestionMark",
    ]
    static let splittableClasses: Set<String> = operatorClasses.union(["integerLiteral", "floatLiteral"])
    static let riblintOperatorKinds: Set<String> = ["binaryOperator", "prefixOperator", "postfixOperator"]

    static func riblintTokens(_ bytes: [UInt8]) -> [ComparableToken] {
        let lexed = Lexer.lex(bytes)
        return lexed.tokens.compactMap { token in
            guard token.end > token.start, token.kind != .unknown else { return nil }
            let kind = kindClass(token.kind)
            return ComparableToken(start: Int(token.start), end: Int(token.end), kind: kind, splittable: splittableClasses.contains(kind))
        }
    }

    static func swiftSyntaxTokens(_ tree: SourceFileSyntax) -> [ComparableToken] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            guard end > start else { return nil }
            let kind = kindClass(token.tokenKind)
            return ComparableToken(start: start, end: end, kind: kind, splittable: splittableClasses.contains(kind))
        }
    }

    static func kindsMatch(riblint: String, swiftSyntax: String) -> Bool {
        if riblint == swiftSyntax { return true }
        if swiftSyntax == "anyOperator" { return riblintOperatorKinds.contains(riblint) }
        return false
    }

    static func compare(path: String, bytes: [UInt8], into report: inout TokenDiffReport) {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError {
            report.excludedWithParseErrors.append((path as NSString).lastPathComponent)
            return
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let buffer = SourceBuffer(path: path, bytes: bytes)
        let mine = riblintTokens(bytes)
        let theirs = swiftSyntaxTokens(tree)
        report.files += 1
        var differencesInFile = 0
        func describe(_ token: ComparableToken) -> String {
            let location = buffer.location(of: UInt32(token.start))
            return "\(location.line):\(location.column) \(token.kind) \(String(reflecting: buffer.text(token.start..<token.end)))"
        }
        func difference(_ message: String) {
            differencesInFile += 1
            if differencesInFile <= 5 {
                report.differences.append("\((path as NSString).lastPathComponent): \(message)")
            } else if differencesInFile == 6 {
                report.differences.append("\((path as NSString).lastPathComponent): ... more differences in this file")
            }
        }
        var i = 0
        var j = 0
        while i < mine.count && j < theirs.count {
            let a = mine[i]
            let b = theirs[j]
            if a.start == b.start && a.end == b.end {
                report.tokens += 1
                if !kindsMatch(riblint: a.kind, swiftSyntax: b.kind) {
                    difference("kind \(describe(a)) vs swift-syntax \(b.kind)")
                }
                let expected = converter.location(for: AbsolutePosition(utf8Offset: b.start))
                let actual = buffer.location(of: UInt32(a.start))
                if expected.line != actual.line || expected.column != actual.column {
                    difference("location \(actual.line):\(actual.column) vs swift-syntax \(expected.line):\(expected.column) for \(describe(a))")
                }
                i += 1
                j += 1
                continue
            }
            // Ranges disagree: accept a parser split, otherwise report and resynchronise.
            if a.start == b.start {
                var endMine = a.end
                var endTheirs = b.end
                var ii = i
                var jj = j
                var acceptable = a.splittable && b.splittable
                while endMine != endTheirs {
                    if endMine < endTheirs {
                        ii += 1
                        guard ii < mine.count else { break }
                        acceptable = acceptable && mine[ii].splittable && mine[ii].start == endMine
                        endMine = mine[ii].end
                    } else {
                        jj += 1
                        guard jj < theirs.count else { break }
                        acceptable = acceptable && theirs[jj].splittable && theirs[jj].start == endTheirs
                        endTheirs = theirs[jj].end
                    }
                }
                if acceptable && endMine == endTheirs {
                    report.parserSplits += 1
                    report.tokens += 1
                    i = ii + 1
                    j = jj + 1
                    continue
                }
            }
            difference("range \(describe(a)) vs swift-syntax \(describe(b))")
            // Skip ahead to the next token start both sides share.
            if a.end <= b.end { i += 1 } else { j += 1 }
            while i < mine.count && j < theirs.count && mine[i].start != theirs[j].start {
                if mine[i].start < theirs[j].start { i += 1 } else { j += 1 }
            }
        }
        if i < mine.count { difference("extra riblint tokens from \(describe(mine[i]))") }
        if j < theirs.count { difference("missing tokens from swift-syntax \(describe(theirs[j]))") }
    }

    /// Inputs for the snippet test: each is valid Swift.
    static let trickySnippets: [String] = [
        "let x = a / b / c\nlet y = x/y\n",
        "let r = /[a-z]+/\nlet s = #/a/b/#\nlet t = ##/x/#y/##\n",
        "let q = try? /^ x/.wholeMatch(in: s)\n",
        "prefix operator /^/\nprefix func /^/ (x: Int) -> Int { x }\n",
        "let a = [1, 2].reduce(0, +)\nlet b = x.map { $0 / 2 }\n",
        "let s = \"a\\(\"b\\(1)c\")d\"\n",
        "let s = \"\\(items.map { \"\\($0)\" }.joined())\"\n",
        "let s = ##\"a \"# \\##(x) \\#(y) b\"##\n",
        "let s = #\"\"\"#\nlet t = #\"a\"b\"#\n",
        "let m = \"\"\"\n    first\n      second \\(x)\n    \\\n    third\n    \"\"\"\n",
        "let m = \"\"\"\n  a\n\n  b\n  \"\"\"\n",
        "let m = #\"\"\"\n  raw \\#(x) \\(y)\n  \"\"\"#\n",
        "/* outer /* inner */ still */ let x = 1\n",
        "let f = 0x1p-3 + 0x1.8p1 + 1_000.5e-3 + 0b1010 + 0o17 + 1e10\n",
        "let t = x.0.1\nlet v = 0xff.description\n",
        "let `class` = 1\nlet café = 2\nlet π = 3.14\nlet 😀 = 1\n",
        "infix operator ∘ : AdditionPrecedence\nlet z = f ∘ g\n",
        "let a: Array<Int>? = nil\nlet b: [Int: [String]]? = [:]\nlet c = x?.y!.z\n",
        "let d = a >> b\nlet e: Dictionary<Int, Array<Int>> = [:]\n",
        "#if os(Linux) && !DEBUG\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#else\n#endif\n",
        "if #available(iOS 13.0.1, *) {}\nif #unavailable(macOS 10.15) {}\n",
        "@objc @available(*, deprecated) func f(_ x: inout Int) { g(&x) }\n",
        "let k = \\Foo.bar.baz\nlet s = #selector(f)\nlet l = #line\n",
        "let (a, b) = (1, 2)\nvar c = a == b ? a : b\nc += -a\n",
        "let s = \"a\\nb\\u{1F600}\\u{0A}c\"\n",
        "let s = \"\"\"\n    x\\ny\n    \"\"\"\n",
    ]
}
