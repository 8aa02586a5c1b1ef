@testable import RIBLintLexer
import XCTest
import SeededRandom

/// The lexer finds an identifier's end eight bytes at a time with arithmetic on the word
/// (`CharacterClasses.asciiIdentifierContinueRun`); it must agree with the per-byte table.
final class IdentifierRunTests: XCTestCase {
    private func expectedRun(_ bytes: [UInt8]) -> Int {
        bytes.prefix { CharacterClasses.asciiTable[Int($0)] & CharacterClasses.identifierContinue != 0 }.count
    }

    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
    }

    func testEveryByteAtEveryPositionEndsTheRunExactlyWhenTheTableSaysSo() {
        for byte in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(byte)
                XCTAssertEqual(CharacterClasses.asciiIdentifierContinueRun(word(bytes)), expectedRun(bytes), "byte \(byte) at \(position)")
            }
        }
    }

    func testSeededRandomWordsAgreeWithTheTable() {
        // Bytes at the edges of each accepted range, and any byte at all.
        let edges: [UInt8] = Array("@AZ[`az{/09:_$^#".utf8) + [0x7F, 0x80, 0xC3, 0xFF, 0x00, 0x20]
        var random = SplitMix64(seed: 0x5EED)
        func next() -> UInt64 { random.next() }
        var sawFull = false
        for _ in 0..<200_000 {
            let bytes = (0..<8).map { _ -> UInt8 in
                let draw = next()
                return draw % 4 == 0 ? UInt8(truncatingIfNeeded: draw >> 8) : edges[Int((draw >> 8) % UInt64(edges.count))]
            }
            let run = CharacterClasses.asciiIdentifierContinueRun(word(bytes))
            XCTAssertEqual(run, expectedRun(bytes), "\(bytes)")
            if run == 8 { sawFull = true }
            if run != expectedRun(bytes) { break }
        }
        XCTAssertTrue(sawFull, "some words should be identifier characters throughout")
    }
}
