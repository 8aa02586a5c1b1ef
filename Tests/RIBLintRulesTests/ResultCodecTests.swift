@testable import RIBLintDriver
import RIBLintCache
import RIBLintCore
import RIBLintModel
import SeededRandom
import XCTest

/// The result cache's binary form: a stored result reads back equal, and damaged bytes are
/// refused or read as some result, never a trap.
final class ResultCodecTests: XCTestCase {
    private let sample = CachedResult(
        findings: [
            Finding(rule: "leak/strong-listener", severity: .error, file: "Sources/Ä/ProfileInteractor.swift", line: 12, column: 5,
                    message: "'listener' is held strongly", rib: "Profile", fingerprint: "3f2a",
                    related: [RelatedLocation(file: "Sources/RootInteractor.swift", line: 1, column: 1, message: "the parent")]),
            Finding(rule: "lint/unused-suppression", severity: .warning, file: "Strings.swift", line: 400_000, column: 1,
                    message: "nothing to suppress", rib: nil, fingerprint: ""),
        ],
        ribs: [RIBSummary(name: "Profile", parents: ["Root"], children: [], files: ["Sources/ProfileBuilder.swift", "b.swift"]),
               RIBSummary(name: "Root", parents: [], children: ["Profile"], files: [])],
        fileCount: 8043, lineCount: 1_234_567, notices: ["a notice", ""],
        modelNotices: [ModelOutcome.FileNotice(path: "Sources/Ä/ProfileInteractor.swift", text: "nested too deeply")],
        shownFiles: ["Strings.swift"],
        relevanceNames: FileRelevance.Names(ribNames: [1, .max], reachedNames: [], supertypeNames: [42]),
        files: [RunCache.FileRecord(path: "Sources/Ä.swift",
                                    stat: RunCache.FileStat(size: 120, inode: 1 << 40, device: -1, modifiedSeconds: 1_790_000_000,
                                                            modifiedNanoseconds: 999_999_999, changedSeconds: -5, changedNanoseconds: 0),
                                    content: ContentHash(high: .max, low: 0), lineCount: 7, skim: ContentHash(high: 3, low: .max),
                                    isRelevant: true),
                RunCache.FileRecord(path: "b.swift", stat: .untrusted, content: ContentHash(high: 1, low: 2), lineCount: 0, skim: nil,
                                    isRelevant: false)])

    /// A run that reported some files only (`--staged`) keeps every finding of the outcome and
    /// shows those of its files.
    func testShownFindingsAreThoseOfTheShownFiles() {
        XCTAssertEqual(sample.shownFindings.map(\.file), ["Strings.swift"])
        var all = sample
        all.shownFiles = nil
        XCTAssertEqual(all.shownFindings, sample.findings)
    }

    func testAStoredResultReadsBackEqual() throws {
        for result in [sample, CachedResult(findings: [], ribs: [], fileCount: 0, lineCount: 0, notices: [], modelNotices: nil)] {
            let decoded = try result.encoded().withUnsafeBytes { try CachedResult.decode($0) }
            XCTAssertEqual(decoded, result)
            // A reader that needs no file records skips them, and gets the rest the same.
            var withoutFiles = result
            withoutFiles.files = []
            XCTAssertEqual(try result.encoded().withUnsafeBytes { try CachedResult.decode($0, withFiles: false) }, withoutFiles)
        }
    }

    func testDamagedResultsAreRefusedOrReadWithoutATrap() throws {
        let encoded = sample.encoded()
        for cut in 0..<encoded.count {
            XCTAssertThrowsError(try Array(encoded[..<cut]).withUnsafeBytes { try CachedResult.decode($0) }, "truncated at \(cut)")
        }
        XCTAssertThrowsError(try (encoded + [0]).withUnsafeBytes { try CachedResult.decode($0) }, "a trailing byte")
        var random = SplitMix64(seed: 11)
        for _ in 0..<2000 {
            var damaged = encoded
            for _ in 0...random.below(3) {
                damaged[random.below(damaged.count)] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            }
            // Whatever a damaged file reads as, it is a result that stores and reads back the same.
            if let read = try? damaged.withUnsafeBytes({ try CachedResult.decode($0) }) {
                XCTAssertEqual(try read.encoded().withUnsafeBytes { try CachedResult.decode($0) }, read)
            }
        }
    }
}
