import XCTest
import RIBLintLexer
@testable import RIBLintAST

/// Malformed input must never crash, hang or take more than linear time.
final class RobustnessTests: XCTestCase {
    /// A deterministic generator so that a failure can be reproduced.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func parseAllBodies(_ file: FileSyntax) {
        func visit(_ members: [MemberDecl]) {
            for member in members {
                switch member {
                case .function(let function):
                    if let body = function.body { _ = BodyParser.parse(file.source, range: body) }
                case .type(let type):
                    visit(type.members)
                case .property(let property):
                    if let block = property.accessorBlock { _ = BodyParser.parse(file.source, range: block) }
                    if let initializer = property.initializer { _ = BodyParser.parse(file.source, range: initializer) }
                default:
                    break
                }
            }
        }
        visit(file.types.map { .type($0) })
        visit(file.functions.map { .function($0) })
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
        var random = SplitMix(state: 42)
        for _ in 0..<200 {
            let count = Int.random(in: 0..<2000, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let file = SyntaxParser.parse(SourceBuffer(path: "R.swift", bytes: bytes))
            parseAllBodies(file)
            _ = BodyParser.parse(file.source, range: SourceRange(start: 0, end: UInt32(count)))
        }
    }

    func testRandomSwiftTokenSoup() {
        let words = ["class", "struct", "{", "}", "(", ")", "[", "]", "<", ">", "func", "var", "let", "=", ":", ",",
                     "init", "#if", "#else", "#endif", "\n", "extension", "protocol", "enum", "case", "@objc",
                     "private(set)", "weak", "?", "!", "->", "where", "Foo", "bar", ".", "\"s\\(x)\"", "{ [weak self] in",
                     "subscribe", "in", "return", "if", "guard", "else", "switch", "default:", "do", "catch", "try",
                     "$0", "&", "_", "get", "set", "didSet", "static", "typealias", "//c\n", "/*", "*/"]
        var random = SplitMix(state: 7)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<400, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            let file = SyntaxParser.parse(SourceBuffer(path: "S.swift", text: text))
            parseAllBodies(file)
            _ = BodyParser.parse(file.source, range: SourceRange(start: 0, end: UInt32(file.source.bytes.count)))
        }
    }

    func testDeepNestingDoesNotOverflow() {
        let depth = 20_000
        let inputs = [
            String(repeating: "class A { ", count: depth),
            String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
            "let x: " + String(repeating: "Foo<", count: depth) + String(repeating: ">", count: depth),
            "let x: " + String(repeating: "(", count: depth),
            "func f() { " + String(repeating: "a(", count: depth) + " }",
            "func f() { " + String(repeating: "{ ", count: depth) + " }",
            "func f() { " + String(repeating: "[", count: depth) + " }",
            "func f() { x = " + String(repeating: "-", count: depth) + "1 }",
            "func f() { " + String(repeating: "if a { ", count: depth) + " }",
            "func f() { \"" + String(repeating: "\\(\"", count: 2000) + " }",
        ]
        for input in inputs {
            let file = SyntaxParser.parse(SourceBuffer(path: "D.swift", text: input))
            parseAllBodies(file)
            _ = BodyParser.parse(file.source, range: SourceRange(start: 0, end: UInt32(file.source.bytes.count)))
        }
    }

    func testLinearTimeOnLargeInput() {
        // 200 copies of the interactor: the parse must stay well under a second even in debug.
        let text = String(repeating: interactorSource + "\n", count: 200)
        let source = SourceBuffer(path: "L.swift", text: text)
        let start = DispatchTime.now().uptimeNanoseconds
        let file = SyntaxParser.parse(source)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        XCTAssertEqual(file.types.count, 800)
        XCTAssertLessThan(elapsed, 5.0)
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
