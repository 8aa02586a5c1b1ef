import Foundation
import RIBLintAST
@testable import RIBLintCache
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

    private var deltaPath: String { packPath + SyntaxCache.deltaSuffix }

    /// Ten files in the pack; then one edit at a time. The edits go to the delta and the pack's
    /// bytes stay as they were, until the delta's stale versions make a quarter of the pack's
    /// entries unused, which rewrites the pack and empties the delta.
    func testAFewNewEntriesGoToTheDeltaUntilThePackIsRewritten() throws {
        var files = (0..<10).map { index in source("final class F\(index) { func run() { work(\(index)) } }\n", path: "F\(index).swift") }
        let first = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { first.record(key, SyntaxParser.parse(buffer)) }
        XCTAssertTrue(try first.save())
        XCTAssertFalse(FileManager.default.fileExists(atPath: deltaPath), "a first run writes the pack alone")
        let pack = try Data(contentsOf: URL(fileURLWithPath: packPath))

        for edit in 1...2 {
            // A run: every file is looked up, the edited one is new.
            files[0] = source("final class F0 { func run() { work(\(edit * 100)) } }\n", path: "F0.swift")
            let run = SyntaxCache(path: packPath, identity: "id")
            XCTAssertNil(run.loadProblem)
            var misses = 0
            for (buffer, key) in files where run.syntax(for: key, source: buffer) == nil {
                misses += 1
                run.record(key, SyntaxParser.parse(buffer))
            }
            XCTAssertEqual(misses, 1, "edit \(edit)")
            XCTAssertTrue(try run.save())
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: packPath)), pack, "edit \(edit): the pack is not rewritten")
            // The next run finds every file, the edited one in the delta.
            let check = SyntaxCache(path: packPath, identity: "id")
            for (buffer, key) in files {
                XCTAssertEqual(check.syntax(for: key, source: buffer).map(ASTDump.text), ASTDump.text(SyntaxParser.parse(buffer)), "edit \(edit)")
            }
        }

        // Three more edits of other files: four of the pack's ten entries are now unused.
        for index in 1...3 { files[index] = source("final class F\(index) { var changed = true }\n", path: "F\(index).swift") }
        let run = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files where run.syntax(for: key, source: buffer) == nil { run.record(key, SyntaxParser.parse(buffer)) }
        XCTAssertTrue(try run.save())
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: packPath)), pack, "the pack is rewritten")
        let emptied = SyntaxCache(path: deltaPath, identity: "id")
        XCTAssertNil(emptied.loadProblem, "the delta is a valid, empty pack")
        let last = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { XCTAssertNotNil(last.syntax(for: key, source: buffer)) }
        XCTAssertEqual(last.counts.hits, files.count)
    }

    /// A damaged or foreign delta is ignored: the pack's entries are still used, and the entries
    /// the delta held are parsed and written again.
    func testADamagedDeltaIsIgnored() throws {
        var files = (0..<8).map { index in source("final class G\(index) {}\n", path: "G\(index).swift") }
        let first = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { first.record(key, SyntaxParser.parse(buffer)) }
        try first.save()
        files[0] = source("final class G0 { let edited = 1 }\n", path: "G0.swift")
        let second = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files where second.syntax(for: key, source: buffer) == nil { second.record(key, SyntaxParser.parse(buffer)) }
        try second.save()
        let valid = try Data(contentsOf: URL(fileURLWithPath: deltaPath))
        for (name, data) in [("garbage", Data("not a delta".utf8)), ("truncated", valid.prefix(valid.count - 5)),
                             ("flipped", Data(valid.enumerated().map { $0.offset == valid.count / 2 ? $0.element ^ 1 : $0.element }))] {
            try data.write(to: URL(fileURLWithPath: deltaPath))
            let cache = SyntaxCache(path: packPath, identity: "id")
            XCTAssertNil(cache.loadProblem, name)
            XCTAssertNil(cache.syntax(for: files[0].1, source: files[0].0), name)
            for (buffer, key) in files.dropFirst() { XCTAssertNotNil(cache.syntax(for: key, source: buffer), name) }
        }
        let other = SyntaxCache(path: packPath, identity: "another build")
        XCTAssertNil(other.syntax(for: files[0].1, source: files[0].0))
    }

    /// A FIFO where the delta belongs is neither read (no hang) nor replaced: the pack is used,
    /// and the write that would replace the FIFO fails with a readable error.
    func testAFIFOAtTheDeltaPathIsLeftAlone() throws {
        var files = (0..<8).map { index in source("final class H\(index) {}\n", path: "H\(index).swift") }
        let first = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { first.record(key, SyntaxParser.parse(buffer)) }
        try first.save()
        XCTAssertEqual(mkfifo(deltaPath, 0o644), 0)
        files[0] = source("final class H0 { let edited = 1 }\n", path: "H0.swift")
        let run = SyntaxCache(path: packPath, identity: "id")
        XCTAssertNil(run.loadProblem)
        for (buffer, key) in files where run.syntax(for: key, source: buffer) == nil { run.record(key, SyntaxParser.parse(buffer)) }
        XCTAssertEqual(run.counts.hits, files.count - 1)
        XCTAssertThrowsError(try run.save()) { error in XCTAssertFalse("\(error)".isEmpty) }
        var info = stat()
        XCTAssertEqual(lstat(deltaPath, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still there")
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
            // A damaged AST region is found when an AST is first asked for.
            XCTAssertNil(cache.syntax(for: key, source: a), name)
            XCTAssertNotNil(cache.loadProblem, name)
            cache.record(key, SyntaxParser.parse(a))
            XCTAssertTrue(try cache.save(), name)
            let reread = SyntaxCache(path: packPath, identity: "id")
            XCTAssertNil(reread.loadProblem, name)
            XCTAssertNotNil(reread.syntax(for: key, source: a), name)
        }
    }

    /// A run that needs only skims does not read the ASTs: damage there goes unseen until an AST
    /// is asked for, which is then refused, and the next save rewrites the pack.
    func testSkimsAreReadWithoutTheASTs() throws {
        let files = (0..<6).map { index in source("final class K\(index) { func run() { go(\(index)) } }\n", path: "K\(index).swift") }
        let writer = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { writer.record(key, SyntaxParser.parse(buffer)) }
        try writer.save()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: packPath))
        bytes[bytes.count - 3] ^= 0x40  // the last AST's bytes
        try bytes.write(to: URL(fileURLWithPath: packPath))

        let skimming = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files {
            XCTAssertEqual(skimming.skim(for: key)?.skim, SyntaxParser.parse(buffer).skim)
        }
        XCTAssertNil(skimming.loadProblem, "the ASTs were not read")
        XCTAssertFalse(try skimming.save(), "every entry was used and none added: nothing to write")

        let parsing = SyntaxCache(path: packPath, identity: "id")
        XCTAssertNil(parsing.syntax(for: files[0].1, source: files[0].0), "an AST from a damaged region is refused")
        XCTAssertEqual(parsing.loadProblem, "checksum mismatch in the ASTs")
        XCTAssertEqual(parsing.counts.rejected, 1)
        parsing.record(files[0].1, SyntaxParser.parse(files[0].0))
        XCTAssertTrue(try parsing.save())
        let healed = SyntaxCache(path: packPath, identity: "id")
        XCTAssertNotNil(healed.syntax(for: files[0].1, source: files[0].0), "the pack was rewritten whole")
        XCTAssertNil(healed.loadProblem)
    }

    /// A run lets the pack's ASTs go once it has parsed (`releaseDecodedRegions`): an AST asked for
    /// later and a rewrite of the pack read them again, checked as the first time.
    func testReleasedASTsAreReadAgainAndCheckedWhenAskedFor() throws {
        var files = (0..<8).map { index in source("final class R\(index) { func run() { go(\(index)) } }\n", path: "R\(index).swift") }
        let writer = SyntaxCache(path: packPath, identity: "id")
        for (buffer, key) in files { writer.record(key, SyntaxParser.parse(buffer)) }
        XCTAssertTrue(try writer.save())

        let run = SyntaxCache(path: packPath, identity: "id")
        XCTAssertFalse(run.holdsPackASTs, "read on first use")
        XCTAssertEqual(run.syntax(for: files[0].1, source: files[0].0).map(ASTDump.text), ASTDump.text(SyntaxParser.parse(files[0].0)))
        XCTAssertTrue(run.holdsPackASTs)
        run.releaseDecodedRegions()
        XCTAssertFalse(run.holdsPackASTs)
        XCTAssertEqual(run.syntax(for: files[1].1, source: files[1].0).map(ASTDump.text), ASTDump.text(SyntaxParser.parse(files[1].0)),
                       "read again after the release")
        XCTAssertTrue(run.holdsPackASTs)
        run.releaseDecodedRegions()

        // Enough new files that `save` rewrites the pack: the old entries are copied from the
        // region, read again for it.
        for index in 0..<4 {
            files[index] = source("final class R\(index) { var edited = \(index) }\n", path: "R\(index).swift")
            run.record(files[index].1, SyntaxParser.parse(files[index].0))
        }
        for (_, key) in files[4...] { XCTAssertNotNil(run.skim(for: key), "the unchanged entries stay used") }
        XCTAssertTrue(try run.save())
        let next = SyntaxCache(path: packPath, identity: "id")
        XCTAssertFalse(FileManager.default.fileExists(atPath: packPath + SyntaxCache.deltaSuffix), "the pack was rewritten whole")
        for (buffer, key) in files {
            XCTAssertEqual(next.syntax(for: key, source: buffer).map(ASTDump.text), ASTDump.text(SyntaxParser.parse(buffer)), buffer.path)
        }

        // Read again, the region is checked again: bytes damaged after the release are refused.
        next.releaseDecodedRegions()
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: packPath))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 3)
        let byte = try handle.read(upToCount: 1)?.first ?? 0
        try handle.seek(toOffset: size - 3)
        try handle.write(contentsOf: [byte ^ 0x40])
        try handle.close()
        XCTAssertNil(next.syntax(for: files[0].1, source: files[0].0))
        XCTAssertEqual(next.loadProblem, "checksum mismatch in the ASTs")
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
