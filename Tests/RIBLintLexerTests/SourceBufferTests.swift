import RIBLintLexer
import XCTest
import SeededRandom

final class SourceBufferTests: XCTestCase {
    /// `textLineCount` counts line breaks without the line table when it can; on any mix of
    /// `\n`, `\r\n`, lone `\r` and text it must agree with the table (seeded, many lengths so
    /// that the eight-byte steps meet every alignment and the tail).
    func testTextLineCountAgreesWithTheLineTable() {
        var random = SplitMix64(seed: 0x5EED_0001)
        func next() -> UInt64 { random.next() }
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0x61, 0x62, 0x20, 0x09, 0x8A, 0x0B]
        for round in 0..<2_000 {
            let length = Int(next() % 80)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Half the rounds without carriage returns: the fast path.
                var byte = alphabet[Int(next() % UInt64(alphabet.count))]
                if round % 2 == 0 && byte == 0x0D { byte = 0x0A }
                bytes.append(byte)
            }
            let buffer = SourceBuffer(path: "x.swift", bytes: bytes)
            let fromTable = bytes.isEmpty ? 0 : (bytes.last == 0x0A ? buffer.lineStarts.count - 1 : buffer.lineStarts.count)
            let fresh = SourceBuffer(path: "x.swift", bytes: bytes)
            XCTAssertEqual(fresh.textLineCount, fromTable, "bytes \(bytes)")
        }
    }

    /// The line table, eight bytes per step, against a byte-by-byte reference on random text with
    /// every kind of line break at every alignment (seeded).
    func testLineStartsAgreeWithAByteByByteReference() {
        var random = SplitMix64(seed: 0x5EED_0002)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x20, 0x8A, 0x8D, 0x0B, 0x00]
        var breaks = 0
        for _ in 0..<3_000 {
            let bytes = (0..<random.below(70)).map { _ in random.pick(alphabet) }
            var expected: [UInt32] = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    expected.append(UInt32(index + 1))
                } else if bytes[index] == 0x0D {
                    if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                    expected.append(UInt32(index + 1))
                }
                index += 1
            }
            breaks += expected.count - 1
            XCTAssertEqual(SourceBuffer(path: "x.swift", bytes: bytes).lineStarts, expected, "bytes \(bytes)")
        }
        XCTAssertGreaterThan(breaks, 10_000)
    }

    func testLocationsAfterEveryKindOfLineBreak() {
        let buffer = SourceBuffer(path: "x.swift", text: "a\nb\r\nc\rd")
        XCTAssertEqual(buffer.location(of: 0).line, 1)
        XCTAssertEqual(buffer.location(of: 2).line, 2)
        XCTAssertEqual(buffer.location(of: 5).line, 3)
        XCTAssertEqual(buffer.location(of: 7).line, 4)
        XCTAssertEqual(buffer.lineText(2), "b")
        XCTAssertEqual(buffer.textLineCount, 4)
    }
}
