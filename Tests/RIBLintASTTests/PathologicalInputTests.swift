import Foundation
import RIBLintAST
import RIBLintLexer
import XCTest

/// Inputs the fuzzer found to take exponential time, kept as regressions. Work is counted, not
/// timed: the parsers' steps over tokens (backtracking included) must stay within a small
/// multiple of the tokens there are, whatever the input's size.
final class PathologicalInputTests: XCTestCase {
    /// Steps of the declaration parser and of every body parse, and the number of tokens.
    private func work(_ text: String) -> (steps: Int, tokens: Int) {
        work(bytes: Array(text.utf8))
    }

    private func work(bytes: [UInt8]) -> (steps: Int, tokens: Int) {
        let source = SourceBuffer(path: "p.swift", bytes: bytes)
        var steps = 0
        let file = SyntaxParser.parse(source, countingSteps: &steps)
        for type in file.types {
            for case .function(let function) in type.members {
                if let body = function.body { _ = BodyParser.parse(source, range: body, countingSteps: &steps) }
            }
        }
        for function in file.functions {
            if let body = function.body { _ = BodyParser.parse(source, range: body, countingSteps: &steps) }
        }
        for variable in file.variables {
            if let initializer = variable.initializer { _ = BodyParser.parse(source, range: initializer, countingSteps: &steps) }
        }
        return (steps, Lexer.lex(source.bytes).tokens.count)
    }

    func testUnclosedClosuresWithQuestionMarksAreLinear() {
        for count in [2, 8, 14, 40, 400] {
            let marks = String(repeating: "?", count: count)
            let measured = work("let x = a+b {- -c ..w e\(marks){????? { h(0\n")
            XCTAssertLessThanOrEqual(measured.steps, 8 * measured.tokens, "\(count) question marks")
        }
    }

    func testLongRunsOfQuestionMarks() {
        for count in [8, 16, 24, 200] {
            let marks = String(repeating: "?", count: count)
            let measured = work("func f() {\n    let x = e\(marks) {\(marks) try?p!.q?.r ?? s\n}\n")
            XCTAssertLessThanOrEqual(measured.steps, 8 * measured.tokens, "\(count) question marks")
        }
    }

    func testFuzzerTimeoutInput() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/ast-timeout-question-marks.bin")
        let measured = work(bytes: Array(try Data(contentsOf: url)))
        XCTAssertLessThanOrEqual(measured.steps, 8 * measured.tokens)
    }
}
