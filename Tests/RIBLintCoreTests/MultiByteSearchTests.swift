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
