import Foundation
@testable import RIBLintLexer
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

    /// The first locations asked of a buffer are counted without a line table; later ones use the
    /// table. Both must give the same line and column for every offset, past the end too, on any
    /// mix of line breaks (seeded). Text without a carriage return is counted; before one, the
    /// count gives way to the table.
    func testCountedLocationsAgreeWithTheTable() {
        var random = SplitMix64(seed: 0x5EED_0003)
        let alphabets: [[UInt8]] = [[0x0A, 0x0D, 0x0D, 0x61, 0x20, 0x8A], [0x0A, 0x61, 0x20, 0x8A]]
        var compared = 0
        var counted = 0
        for round in 0..<3_000 {
            let alphabet = alphabets[round % 2]
            let bytes = (0..<random.below(60)).map { _ in random.pick(alphabet) }
            for offset in 0...(bytes.count + 2) {
                let direct = SourceBuffer.countedLocation(of: UInt32(offset), in: bytes)
                XCTAssertEqual(direct == nil, bytes.prefix(offset).contains(0x0D), "offset \(offset) of \(bytes)")
                if direct != nil { counted += 1 }
            }
            let withTable = SourceBuffer(path: "x.swift", bytes: bytes)
            _ = withTable.lineStarts
            for offset in 0...(bytes.count + 2) {
                let first = SourceBuffer(path: "x.swift", bytes: bytes).location(of: UInt32(offset))
                let fromTable = withTable.location(of: UInt32(offset))
                XCTAssertEqual(first.line, fromTable.line, "offset \(offset) of \(bytes)")
                XCTAssertEqual(first.column, fromTable.column, "offset \(offset) of \(bytes)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 80_000)
        XCTAssertGreaterThan(counted, 40_000)
        // A buffer asked many times ends with its table and keeps answering the same.
        let buffer = SourceBuffer(path: "x.swift", text: "a\nb\r\nc\rd\n")
        let answers = (0..<20).map { buffer.location(of: UInt32($0 % 9)) }
        XCTAssertEqual(answers.map(\.line), (0..<20).map { [1, 1, 2, 2, 2, 3, 3, 4, 4][$0 % 9] })
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

    /// Counts the reads of a released buffer's reader, per path.
    private final class Reads: @unchecked Sendable {
        private var counts: [String: Int] = [:]
        private let lock = NSLock()
        func note(_ path: String) { lock.lock(); counts[path, default: 0] += 1; lock.unlock() }
        func count(_ path: String) -> Int { lock.lock(); defer { lock.unlock() }; return counts[path] ?? 0 }
    }

    /// A released buffer holds no bytes until asked; then it reads them once, and everything a
    /// buffer answers (bytes, count, text, line and column) is what the original answered.
    func testAReleasedBufferReadsItsBytesAgainOnFirstUse() {
        let text = "import UIKit\nfinal class A {\n    var b = 1\n}\n"
        let original = SourceBuffer(path: "released-first-use.swift", text: text)
        let reads = Reads()
        let released = original.released { path in
            reads.note(path)
            return Array(text.utf8)
        }
        XCTAssertTrue(released.isReleased)
        XCTAssertFalse(original.isReleased)
        XCTAssertEqual(released.byteCount, original.byteCount)
        XCTAssertEqual(reads.count("released-first-use.swift"), 0, "nothing is read before it is asked for")
        XCTAssertEqual(released.bytes, original.bytes)
        XCTAssertEqual(released.text(13..<18), "final")
        XCTAssertEqual(released.location(of: 35).line, original.location(of: 35).line)
        XCTAssertEqual(released.location(of: 35).column, original.location(of: 35).column)
        XCTAssertEqual(released.lineText(3), "    var b = 1")
        XCTAssertEqual(reads.count("released-first-use.swift"), 1, "read once, then kept")
    }

    /// A file that changed (or vanished) before it was read again gives as many spaces as it had
    /// bytes, so that every offset of its syntax stays valid, and its path is reported once.
    func testAFileChangedBeforeItIsReadAgainReadsAsSpacesAndIsReported() {
        let original = SourceBuffer(path: "released-changed.swift", text: "let a = 1\nlet b = 2\n")
        let edited = original.released { _ in Array("let a = 7\nlet b = 2\n".utf8) }
        let gone = SourceBuffer(path: "released-gone.swift", text: "let c = 3\n").released { _ in nil }
        XCTAssertEqual(edited.bytes, [UInt8](repeating: 0x20, count: original.byteCount))
        XCTAssertEqual(gone.bytes.count, 10)
        XCTAssertEqual(edited.location(of: 15).line, 1, "no line breaks are left, but the offset is still valid")
        let changed = SourceBuffer.takeChangedPaths()
        XCTAssertTrue(changed.contains("released-changed.swift"), "\(changed)")
        XCTAssertTrue(changed.contains("released-gone.swift"), "\(changed)")
        XCTAssertEqual(changed.filter { $0 == "released-changed.swift" }.count, 1)
        XCTAssertFalse(SourceBuffer.takeChangedPaths().contains("released-changed.swift"), "reported once")
    }

    /// Only the buffers read again most recently keep their bytes: memory stays bounded however
    /// many released files a phase reads once. An early one is read from disk again; the latest is
    /// not; one read again three times keeps its bytes.
    func testOnlyTheLatestBuffersReadAgainKeepTheirBytes() {
        let reads = Reads()
        let buffers = (0..<40).map { index -> SourceBuffer in
            let text = "let value\(index) = \(index)\n"
            return SourceBuffer(path: "released-\(index).swift", text: text).released { path in
                reads.note(path)
                return Array(text.utf8)
            }
        }
        for buffer in buffers { _ = buffer.bytes }
        let before = SourceBuffer.rereadCount
        XCTAssertEqual(buffers[39].bytes, Array("let value39 = 39\n".utf8))
        XCTAssertEqual(reads.count("released-39.swift"), 1, "the latest keeps its bytes")
        XCTAssertEqual(buffers[0].bytes, Array("let value0 = 0\n".utf8))
        XCTAssertEqual(reads.count("released-0.swift"), 2, "the earliest was emptied and read again")
        XCTAssertGreaterThanOrEqual(SourceBuffer.rereadCount, before + 1)
        // A buffer read again for the third time keeps its bytes: cycling through all of them
        // again and again reads none more than three times.
        for _ in 0..<5 {
            for buffer in buffers { _ = buffer.bytes }
        }
        for index in buffers.indices {
            XCTAssertLessThanOrEqual(reads.count("released-\(index).swift"), 3, "released-\(index).swift")
        }
        // Without the rule the cycles would have read the early ones again and again.
        XCTAssertEqual(reads.count("released-0.swift"), 3)
    }

    /// Whatever the length (the four-lane steps and the tail), a released buffer whose file comes
    /// back with one byte changed reads as spaces, and one whose file comes back the same reads
    /// as it was (seeded).
    func testAnyOneByteEditIsToldApartWhenReadAgain() {
        var random = SplitMix64(seed: 0x5EED_0B17)
        for round in 0..<400 {
            let length = 1 + Int(random.next() % 100)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var edited = bytes
            let position = Int(random.next() % UInt64(length))
            edited[position] ^= UInt8(1 + random.next() % 255)
            let original = SourceBuffer(path: "checksum-\(round).swift", bytes: bytes)
            XCTAssertEqual(original.released { _ in bytes }.bytes, bytes, "round \(round)")
            let changed = edited
            XCTAssertEqual(original.released { _ in changed }.bytes, [UInt8](repeating: 0x20, count: length),
                           "round \(round): byte \(position) of \(length)")
        }
        _ = SourceBuffer.takeChangedPaths()
    }

    /// A released buffer's line table, once made, serves later locations: a finding's line does
    /// not read the file again after its bytes were let go once more.
    func testALineTableOnceMadeNeedsNoReadAgain() {
        let reads = Reads()
        let text = "let a = 1\nlet b = 2\n"
        let tabled = SourceBuffer(path: "released-tabled.swift", text: text).released { path in
            reads.note(path)
            return Array(text.utf8)
        }
        XCTAssertEqual(tabled.location(of: 14).line, 2)
        // Enough other buffers read again to empty this one's bytes.
        for index in 0..<40 {
            _ = SourceBuffer(path: "released-other-\(index).swift", text: "x").released { _ in Array("x".utf8) }.bytes
        }
        XCTAssertEqual(tabled.location(of: 4).column, 5)
        XCTAssertEqual(tabled.lineCount, 3)
        XCTAssertEqual(reads.count("released-tabled.swift"), 1)
    }
}
