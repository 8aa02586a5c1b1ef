import RIBLintCore
import XCTest
import SeededRandom

/// `MultiByteSearch`: any of several byte strings, found in one pass that looks at every second
/// byte pair. An occurrence at an odd offset must be found as surely as one at an even offset.
final class MultiByteSearchTests: XCTestCase {
    private func occurs(_ patterns: [String], in text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { MultiByteSearch(patterns)!.occurs(in: $0) }
    }

    func testFindsAPatternAtEveryOffsetAndNothingElse() {
        let patterns = ["Interactor", "riblint:", "RIBs"]
        for pattern in patterns {
            for offset in 0..<9 {
                let prefix = String(repeating: "x", count: offset)
                XCTAssertTrue(occurs(patterns, in: prefix + pattern), "\(pattern) at \(offset)")
                XCTAssertTrue(occurs(patterns, in: prefix + pattern + "yz"), "\(pattern) at \(offset), then more")
                // One byte short of the pattern, at the end of the text: not an occurrence.
                XCTAssertFalse(occurs(patterns, in: prefix + String(pattern.dropLast())), "\(pattern) cut at \(offset)")
            }
        }
        XCTAssertFalse(occurs(patterns, in: "Interacto riblint RIB s interactor ribs"))
        XCTAssertFalse(occurs(patterns, in: ""))
        XCTAssertFalse(occurs(patterns, in: "RI"))
    }

    func testPatternsShorterThanThreeBytesAreRefused() {
        XCTAssertNil(MultiByteSearch(["ab", "Interactor"]))
        XCTAssertNotNil(MultiByteSearch(["abc"]))
    }

    /// Seeded random texts over a small alphabet, so that near misses are common: the answer is
    /// always that of a plain search for each pattern.
    func testAgreesWithAPlainSearchOnSeededRandomText() {
        var random = SplitMix64(seed: 0xB17E5)
        func next() -> UInt64 { random.next() }
        let alphabet = Array("abAB:r".utf8)
        let patterns = ["abA", "BAb", "r:ab", "aaaa", "AB:"]
        let search = MultiByteSearch(patterns)!
        var found = 0
        for _ in 0..<20_000 {
            let length = Int(next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = patterns.contains { text.contains($0) }
            let actual = bytes.withUnsafeBufferPointer { search.occurs(in: $0) }
            XCTAssertEqual(actual, expected, text)
            if actual != expected { break }
            if expected { found += 1 }
        }
        XCTAssertGreaterThan(found, 1000, "the texts should hold the patterns often")
        XCTAssertLessThan(found, 19_000, "and often not")
    }
}

final class ContainsByteTests: XCTestCase {
    /// Invariant: `containsByte` agrees with `utf8.contains` on random texts, non-ASCII and
    /// bridged-looking substrings included.
    func testContainsByteAgreesWithTheUTF8View() {
        var random = SplitMix64(seed: 0xB17E)
        let pieces = ["a", "/", "\u{0}", "é", "\u{F7A0}", "Features", ".swift", "🙂", " "]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<random.int(in: 0...12) { text += random.pick(pieces) }
            if random.chance(20) { text = String(text.dropFirst(min(2, text.count))) }
            for byte: UInt8 in [0x00, 0x2F, 0x61, 0xC3, 0xEF, 0xF0, 0x7F] {
                XCTAssertEqual(text.containsByte(byte), text.utf8.contains(byte), "\(text.debugDescription) \(byte)")
            }
        }
    }

    /// Invariant: `hasByteSuffix` is "the UTF-8 bytes end with the suffix's".
    func testHasByteSuffixComparesBytes() {
        var random = SplitMix64(seed: 0x5AFF)
        let pieces = ["a", "/", ".swift", "é", "e\u{301}", "Package", ".", "🙂"]
        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...6)).map { _ in random.pick(pieces) }.joined()
            let suffix = (0..<random.int(in: 0...2)).map { _ in random.pick(pieces) }.joined()
            let bytes = Array(text.utf8), tail = Array(suffix.utf8)
            let expected = bytes.count >= tail.count && Array(bytes.suffix(tail.count)) == tail
            XCTAssertEqual(text.hasByteSuffix(suffix), expected, "\(text.debugDescription) \(suffix.debugDescription)")
        }
    }
}
