import Foundation
import RIBLintAST
import RIBLintCache
import RIBLintLexer
import RIBLintTestSupport
import XCTest

final class SyntaxCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try CLIRunner.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var packPath: String { directory.appendingPathComponent("syntax.pack").path }

    private func source(_ text: String, path: String = "A.swift") -> (SourceBuffer, SyntaxCache.Key) {
        let buffer = SourceBuffer(path: path, text: text)
        return (buffer, SyntaxCache.Key(content: ContentHash.of(buffer.bytes), kind: 0))
    }

    func testContentHashTellsApartNearbyInputs() {
        var seen: Set<ContentHash> = []
        var bytes: [UInt8] = []
        for length in 0..<70 {
            XCTAssertTrue(seen.insert(ContentHash.of(bytes)).inserted, "length \(length)")
            bytes.append(0)
        }
        let base = Array("final class FooInteractor: PresentableInteractor<FooPresentable> {}".utf8)
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            XCTAssertTrue(seen.insert(ContentHash.of(changed)).inserted, "flip at \(index)")
        }
        XCTAssertEqual(ContentHash.of(base), ContentHash.of(Array(base)))
    }

    func testSavedEntriesAreFoundByTheNextRunAndUnusedOnesArePruned() throws {
        let (a, keyA) = source("final class A {}\n")
        let (b, keyB) = source("final class B {}\n", path: "B.swift")
        let first = SyntaxCache(path: packPath, identity: "test 1")
        XCTAssertNil(first.syntax(for: keyA, source: a))
        first.record(keyA, SyntaxParser.parse(a))
        first.record(keyB, SyntaxParser.parse(b))
        XCTAssertTrue(try first.save())

        let second = SyntaxCache(path: packPath, identity: "test 1")
        XCTAssertNil(second.loadProblem)
        XCTAssertEqual(second.syntax(for: keyA, source: a).map(ASTDump.text), ASTDump.text(SyntaxParser.parse(a)))
        XCTAssertFalse(try XCTUnwrap(Optional(second.counts)).hits == 0)
        // Only A was used: B's entry is dropped when the pack is written again.
        XCTAssertTrue(try second.save())

        let third = SyntaxCache(path: packPath, identity: "test 1")
        XCTAssertNotNil(third.syntax(for: keyA, source: a))
        XCTAssertNil(third.syntax(for: keyB, source: b))
        // Nothing new and nothing dropped: no write.
        let unchanged = SyntaxCache(path: packPath, identity: "test 1")
        _ = unchanged.syntax(for: keyA, source: a)
        XCTAssertFalse(try unchanged.save())
    }

    func testAPackFromAnotherBuildIsNotTrusted() throws {
        let (a, key) = source("final class A {}\n")
        let writer = SyntaxCache(path: packPath, identity: "riblint 0.1.0 exe=1")
        writer.record(key, SyntaxParser.parse(a))
        try writer.save()
        let reader = SyntaxCache(path: packPath, identity: "riblint 0.1.0 exe=2")
        XCTAssertEqual(reader.loadProblem, "written by another riblint build")
        XCTAssertNil(reader.syntax(for: key, source: a))
    }

    /// Garbage, an empty file, a truncated pack and a pack with one flipped byte are each ignored
    /// (no entry is used) and replaced by a valid pack on the next save.
    func testDamagedOrForeignPacksAreIgnoredAndRewritten() throws {
        let (a, key) = source("final class A { func f() {} }\n")
        let writer = SyntaxCache(path: packPath, identity: "id")
        writer.record(key, SyntaxParser.parse(a))
        try writer.save()
        let valid = try Data(contentsOf: URL(fileURLWithPath: packPath))

        var damaged: [(String, Data)] = [
            ("garbage", Data("this is not a pack".utf8)),
            ("empty", Data()),
            ("truncated", valid.prefix(valid.count - 9)),
            ("binary", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })),
        ]
        for index in stride(from: 0, to: valid.count, by: 7) {
            var flipped = valid
            flipped[index] ^= 0x20
            damaged.append(("flip \(index)", flipped))
        }
        for (name, data) in damaged {
            try data.write(to: URL(fileURLWithPath: packPath))
            let cache = SyntaxCache(path: packPath, identity: "id")
            XCTAssertNotNil(cache.loadProblem, name)
            XCTAssertNil(cache.syntax(for: key, source: a), name)
            cache.record(key, SyntaxParser.parse(a))
            XCTAssertTrue(try cache.save(), name)
            let reread = SyntaxCache(path: packPath, identity: "id")
            XCTAssertNil(reread.loadProblem, name)
            XCTAssertNotNil(reread.syntax(for: key, source: a), name)
        }
    }

    func testAPackThatCannotBeWrittenThrowsAReadableError() throws {
        let cache = SyntaxCache(path: directory.appendingPathComponent("missing/sub/syntax.pack").path, identity: "id")
        let (a, key) = source("final class A {}\n")
        cache.record(key, SyntaxParser.parse(a))
        XCTAssertThrowsError(try cache.save()) { error in
            XCTAssertTrue("\(error)".contains("cannot write"), "\(error)")
        }
    }
}
