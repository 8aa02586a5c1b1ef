import RIBLintCore
import SeededRandom
import XCTest

/// `ByteSearch.firstOffset`: the first occurrence of a byte string at or after an offset. It
/// compares sixteen offsets per step, so the occurrences that matter are those near a block's
/// edges, at the haystack's end, and overlapping ones.
final class ByteSearchFirstOffsetTests: XCTestCase {
    private func firstOffset(_ needle: [UInt8], _ haystack: [UInt8], from start: Int = 0) -> Int? {
        needle.withUnsafeBytes { pin in haystack.withUnsafeBytes { ByteSearch.firstOffset(of: pin, in: $0, from: start) } }
    }

    /// What a byte-by-byte search gives.
    private func plainFirstOffset(_ needle: [UInt8], _ haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        guard start >= 0, start + needle.count <= haystack.count else { return nil }
        for offset in start...(haystack.count - needle.count) where haystack[offset..<offset + needle.count].elementsEqual(needle) {
            return offset
        }
        return nil
    }

    func testFindsAWordAtEveryOffsetOfALongText() {
        let word = Array("Builder(".utf8)
        for offset in 0..<70 {
            let text = Array(repeating: UInt8(ascii: "x"), count: offset) + word + Array("yz".utf8)
            XCTAssertEqual(firstOffset(word, text), offset)
            XCTAssertNil(firstOffset(word, Array(text[..<(offset + word.count - 1)])), "cut one byte short at \(offset)")
            XCTAssertNil(firstOffset(word, text, from: offset + 1), "searched from past it at \(offset)")
        }
        XCTAssertEqual(firstOffset(Array("aa".utf8), Array("xaaa".utf8)), 1, "overlapping: the first")
        XCTAssertEqual(firstOffset(Array("self".utf8), Array("[weak self] in self.x".utf8), from: 6), 6)
        XCTAssertEqual(firstOffset(Array("self".utf8), Array("[weak self] in self.x".utf8), from: 7), 15)
        XCTAssertNil(firstOffset(Array("abc".utf8), []))
        XCTAssertEqual(firstOffset([], Array("abc".utf8), from: 2), 2)
    }

    /// Seeded texts and needles over a small alphabet, so that near misses (the right first and
    /// last byte, another middle) are common: always the plain search's answer.
    func testAgreesWithAPlainSearchOnSeededRandomText() {
        var random = SplitMix64(seed: 0x5EA2C4)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let alphabet = Array("abcB.(".utf8)
        var found = 0
        for _ in 0..<30_000 {
            let haystack = (0..<next(90)).map { _ in alphabet[next(alphabet.count)] }
            let needle = (0..<(1 + next(9))).map { _ in alphabet[next(alphabet.count)] }
            let start = next(8)
            let expected = plainFirstOffset(needle, haystack, from: start)
            XCTAssertEqual(firstOffset(needle, haystack, from: start), expected, "\(needle) in \(haystack) from \(start)")
            if firstOffset(needle, haystack, from: start) != expected { break }
            if expected != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 5_000, "the texts should hold the needles often")
        XCTAssertLessThan(found, 25_000, "and often not")
    }
}
