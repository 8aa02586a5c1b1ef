import Foundation
import RIBLintAST
import RIBLintLexer
import XCTest

/// Inputs the fuzzer found to take exponential time, kept as regressions: each must parse in a
/// fraction of a second.
final class PathologicalInputTests: XCTestCase {
    private func parseBodies(_ text: String) -> TimeInterval {
        let source = SourceBuffer(path: "p.swift", text: text)
        let start = Date()
        let file = SyntaxParser.parse(source)
        for type in file.types {
            for case .function(let function) in type.members {
                if let body = function.body { _ = BodyParser.parse(source, range: body) }
            }
        }
        for function in file.functions {
            if let body = function.body { _ = BodyParser.parse(source, range: body) }
        }
        return Date().timeIntervalSince(start)
    }

    func testUnclosedClosuresWithQuestionMarksAreLinear() {
        var times: [Int: TimeInterval] = [:]
        for count in [2, 8, 14, 40, 400] {
            let marks = String(repeating: "?", count: count)
            let text = "let x = a+b {- -c ..w e\(marks){????? { h(0\n"
            let source = SourceBuffer(path: "p.swift", text: text)
            let start = Date()
            let file = SyntaxParser.parse(source)
            for variable in file.variables {
                if let initializer = variable.initializer { _ = BodyParser.parse(source, range: initializer) }
            }
            times[count] = Date().timeIntervalSince(start)
            XCTAssertLessThan(times[count]!, 0.5, "\(count) question marks")
            if times[count]! > 0.5 { break }
        }
    }

    func testLongRunsOfQuestionMarks() {
        for count in [8, 16, 24, 200] {
            let marks = String(repeating: "?", count: count)
            let text = "func f() {\n    let x = e\(marks) {\(marks) try?p!.q?.r ?? s\n}\n"
            XCTAssertLessThan(parseBodies(text), 0.5, "\(count) question marks")
        }
    }

    func testFuzzerTimeoutInput() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/ast-timeout-question-marks.bin")
        let bytes = try Array(Data(contentsOf: url))
        let source = SourceBuffer(path: "fuzz.swift", bytes: bytes)
        let start = Date()
        let file = SyntaxParser.parse(source)
        for function in file.functions { if let body = function.body { _ = BodyParser.parse(source, range: body) } }
        for variable in file.variables { if let initializer = variable.initializer { _ = BodyParser.parse(source, range: initializer) } }
        XCTAssertLessThan(Date().timeIntervalSince(start), 0.5)
    }
}
