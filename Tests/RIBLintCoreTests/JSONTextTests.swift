@testable import RIBLintCore
import SeededRandom
import XCTest

final class JSONTextTests: XCTestCase {
    /// Invariant: the eight-bytes-at-a-time scan finds an escape exactly when a byte-by-byte one
    /// does, at every position of the word (bytes near the thresholds drawn often).
    func testTheWordScanAgreesWithAByteScan() {
        var random = SplitMix64(seed: 0x15_0E5C)
        let interesting: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x9F, 0xC3, 0xFF, 0x61]
        var escapes = 0
        for _ in 0..<20_000 {
            let count = random.int(in: 0...24)
            let bytes: [UInt8] = (0..<count).map { _ in random.chance(90) ? 0x61 : random.pick(interesting) }
            let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
            XCTAssertEqual(bytes.withUnsafeBufferPointer(JSONText.anyNeedsEscape), expected, "\(bytes)")
            if expected { escapes += 1 }
        }
        XCTAssertGreaterThan(escapes, 2_000, "both answers are common")
    }

    func testQuotedBytesEqualQuotedText() {
        for text in ["plain/path.swift", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "del\u{7F}", "é🙂", ""] {
            var bytes: [UInt8] = []
            JSONText.appendQuoted(text, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONText.quoted(text))
        }
    }
}
