import Foundation
import RIBLintLexer
import XCTest

/// Every input in Fuzz/corpus (seeds and crashers the fuzzer once found) must lex cleanly.
final class FuzzCorpusTests: XCTestCase {
    func testEveryCorpusInputLexes() throws {
        let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path) else { continue }
            let bytes = [UInt8](data)
            let lexed = Lexer.lex(bytes)
            LexerTestSupport.assertWellFormed(lexed, byteCount: bytes.count)
            if bytes.count > 2 {
                let partial = Lexer.lex(bytes, range: 1..<(bytes.count - 1))
                XCTAssertEqual(partial.tokens.last.map { Int($0.start) }, bytes.count - 1, name)
            }
        }
    }
}
