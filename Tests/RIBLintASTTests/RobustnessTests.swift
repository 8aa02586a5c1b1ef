import XCTest
import RIBLintLexer
@testable import RIBLintAST
import SeededRandom

/// Malformed input must never crash, hang or take more than linear time.
final class RobustnessTests: XCTestCase {
    /// Parses every body of `file` and checks the invariants any input must keep: every type lies
    /// inside the file and inside its enclosing type, every body inside the file, and every
    /// expression of a body inside that body (closures and blocks included), nested no deeper
    /// than the parser's limit. Returns how many bodies were parsed.
    @discardableResult
    private func parseAllBodies(_ file: FileSyntax, line: UInt = #line) -> (bodies: Int, truncated: Int) {
        let size = UInt32(file.source.bytes.count)
        var bodies = 0
        var truncated = 0
        func check(_ range: SourceRange, within outer: SourceRange, _ what: String) {
            XCTAssertLessThanOrEqual(range.start, range.end, "\(what) range is reversed", line: line)
            XCTAssertTrue(range.start >= outer.start && range.end <= outer.end,
                          "\(what) \(range.start)..<\(range.end) outside \(outer.start)..<\(outer.end)", line: line)
        }
        func parseBody(_ range: SourceRange) {
            check(range, within: SourceRange(start: 0, end: size), "body")
            let block = BodyParser.parse(file.source, range: range)
            bodies += 1
            if block.truncatedAt != nil { truncated += 1 }
            var deepest = 0
            var depth = 0
            block.walk { node in
                if case .expression(let expr) = node { check(expr.range, within: range, "expression") }
                return true
            }
            // The walk recursed without overflowing; the tree's own depth is bounded.
            func measure(_ expr: Expr) {
                depth += 1
                deepest = max(deepest, depth)
                for child in expr.children { measure(child) }
                depth -= 1
            }
            block.walk { node in
                if case .expression(let expr) = node { depth = 0; measure(expr) }
                return false
            }
            XCTAssertLessThanOrEqual(deepest, BodyParser.maxTreeDepth + 2, line: line)
        }
        func visit(_ members: [MemberDecl], in outer: SourceRange) {
            for member in members {
                switch member {
                case .function(let function):
                    if let body = function.body { parseBody(body) }
                case .type(let type):
                    check(type.range, within: outer, "type \(type.name.text)")
                    visit(type.members, in: type.range)
                case .property(let property):
                    if let block = property.accessorBlock { parseBody(block) }
                    if let initializer = property.initializer { parseBody(initializer) }
                default:
                    break
                }
            }
        }
        let whole = SourceRange(start: 0, end: size)
        visit(file.types.map { .type($0) }, in: whole)
        visit(file.functions.map { .function($0) }, in: whole)
        return (bodies, truncated)
    }

    func testTruncatedAtEveryOffset() {
        let bytes = Array(interactorSource.utf8)
        for length in 0...bytes.count {
            let source = SourceBuffer(path: "T.swift", bytes: Array(bytes[0..<length]))
            let file = SyntaxParser.parse(source)
            for type in file.types {
                XCTAssertLessThanOrEqual(Int(type.range.end), length)
                XCTAssertLessThanOrEqual(type.range.start, type.range.end)
            }
            parseAllBodies(file)
        }
    }

    func testTruncatedFileReportsMissingBrace() {
        let bytes = Array(interactorSource.utf8)
        let file = SyntaxParser.parse(SourceBuffer(path: "T.swift", bytes: Array(bytes[0..<bytes.count / 2])))
        XCTAssertFalse(file.diagnostics.isEmpty)
        XCTAssertEqual(file.types.last?.name.text, "FooInteractor")
    }

    func testRandomBytes() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let count = Int.random(in: 0..<2000, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let file = SyntaxParser.parse(SourceBuffer(path: "R.swift", bytes: bytes))
            parseAllBodies(file)
            let whole = BodyParser.parse(file.source, range: SourceRange(start: 0, end: UInt32(count)))
            for statement in whole.statements {
                guard case .expression(let expr) = statement else { continue }
                XCTAssertLessThanOrEqual(Int(expr.range.end), count)
            }
        }
    }

    func testRandomSwiftTokenSoup() {
        let words = ["class", "struct", "{", "}", "(", ")", "[", "]", "<", ">", "func", "var", "let", "=", ":", ",",
                     "init", "#if", "#else", "#endif", "\n", "extension", "protocol", "enum", "case", "@objc",
                     "private(set)", "weak", "?", "!", "->", "where", "Foo", "bar", ".", "\"s\\(x)\"", "{ [weak self] in",
                     "subscribe", "in", "return", "if", "guard", "else", "switch", "default:", "do", "catch", "try",
                     "$0", "&", "_", "get", "set", "didSet", "static", "typealias", "//c\n", "/*", "*/"]
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<400, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let file = SyntaxParser.parse(SourceBuffer(path: "S.swift", text: text))
            parseAllBodies(file)
            let size = UInt32(file.source.bytes.count)
            var visited = 0
            BodyParser.parse(file.source, range: SourceRange(start: 0, end: size)).walk { node in
                if case .expression(let expr) = node { XCTAssertLessThanOrEqual(expr.range.end, size) }
                visited += 1
                return true
            }
            // Each node stands for at least one of the file's bytes: no node is made from nothing.
            XCTAssertLessThanOrEqual(visited, Int(size) + 1)
        }
    }

    func testDeepNestingDoesNotOverflow() {
        let depth = 20_000
        // Each input with what the parse must give: (bodies parsed, bodies cut at a depth limit).
        let inputs: [(text: String, bodies: Int, truncated: Int)] = [
            (String(repeating: "class A { ", count: depth), 0, 0),
            (String(repeating: "{", count: depth) + String(repeating: "}", count: depth), 0, 0),
            ("let x: " + String(repeating: "Foo<", count: depth) + String(repeating: ">", count: depth), 0, 0),
            ("let x: " + String(repeating: "(", count: depth), 0, 0),
            ("func f() { " + String(repeating: "a(", count: depth) + " }", 1, 1),
            ("func f() { " + String(repeating: "{ ", count: depth) + " }", 1, 1),
            ("func f() { " + String(repeating: "[", count: depth) + " }", 1, 1),
            ("func f() { x = " + String(repeating: "-", count: depth) + "1 }", 1, 0),
            ("func f() { " + String(repeating: "if a { ", count: depth) + " }", 1, 1),
            ("func f() { \"" + String(repeating: "\\(\"", count: 2000) + " }", 1, 1),
        ]
        for input in inputs {
            let file = SyntaxParser.parse(SourceBuffer(path: "D.swift", text: input.text))
            let parsed = parseAllBodies(file)
            XCTAssertEqual(parsed.bodies, input.bodies, String(input.text.prefix(20)))
            XCTAssertEqual(parsed.truncated, input.truncated, String(input.text.prefix(20)))
        }
    }

    /// Linear work, counted rather than timed: the declaration parser steps over the same number
    /// of tokens for every copy of the interactor, and parsing every body of 200 copies is
    /// twice the work of 100.
    func testLinearWorkOnLargeInput() {
        func work(copies: Int) -> (declarations: Int, bodies: Int, types: Int) {
            let source = SourceBuffer(path: "L.swift", text: String(repeating: interactorSource + "\n", count: copies))
            var declarations = 0
            let file = SyntaxParser.parse(source, countingSteps: &declarations)
            var bodies = 0
            for type in file.types {
                for case .function(let function) in type.members {
                    if let body = function.body { _ = BodyParser.parse(source, range: body, countingSteps: &bodies) }
                }
            }
            return (declarations, bodies, file.types.count)
        }
        let hundred = work(copies: 100)
        let twoHundred = work(copies: 200)
        XCTAssertEqual(twoHundred.types, 800)
        XCTAssertGreaterThan(hundred.declarations, 0)
        XCTAssertGreaterThan(hundred.bodies, 0)
        XCTAssertEqual(twoHundred.declarations, 2 * hundred.declarations)
        XCTAssertEqual(twoHundred.bodies, 2 * hundred.bodies)
    }

    func testMissingClosingBraceEndsBodyAtNextMember() {
        let file = parse("""
        final class FooInteractor: Interactor {
            func a() {
                if x {
                    run()
            }

            private func b() {
                other()
            }

            override func c() {
                work()
        }

        final class Next {}
        """)
        XCTAssertEqual(file.types.map(\.name.text), ["FooInteractor", "Next"])
        XCTAssertEqual(file.types[0].functions.map(\.name.text), ["a", "b", "c"])
        XCTAssertFalse(file.diagnostics.isEmpty)
    }

    func testRecoversAfterGarbageMember() {
        let file = parse("""
        class A {
            var a = 1
            ))) garbage here +++
            func b() {}
        }
        class B {}
        """)
        XCTAssertEqual(file.types.map(\.name.text), ["A", "B"])
        XCTAssertEqual(file.types[0].functions.map(\.name.text), ["b"])
        XCTAssertFalse(file.diagnostics.isEmpty)
    }
}
