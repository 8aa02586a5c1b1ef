import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintTestSupport
import SeededRandom
import XCTest

/// `FileRelevance` against `Fixtures/Relevance/<case>/`: the first line of every file says whether
/// the file must get its AST (`// relevance: needed`) or keep only its skim (`// relevance: skim`).
final class FileRelevanceTests: XCTestCase {
    private static let root = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/Relevance")

    private func relevance(of folder: String) throws -> (paths: [String], expected: [Bool], actual: [Bool]) {
        let directory = Self.root.appendingPathComponent(folder)
        let paths = ModelFixtureLoader.paths(in: directory).filter { $0.hasSuffix(".swift") }
        var skims: [FileSkim?] = []
        var expected: [Bool] = []
        for path in paths {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            if firstLine.hasPrefix("// relevance: needed") {
                expected.append(true)
            } else if firstLine.hasPrefix("// relevance: skim") {
                expected.append(false)
            } else {
                XCTFail("\(folder)/\(path) has no relevance marker on its first line")
                expected.append(false)
            }
            let source = SourceBuffer(path: path, text: text)
            skims.append(Skimmer.skim(source, lexed: Lexer.lex(source.bytes)))
        }
        return (paths, expected, FileRelevance.relevantFiles(skims, vocabulary: .default))
    }

    func testEveryFileMatchesItsMarker() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { !$0.hasSuffix(".md") }.sorted()
        XCTAssertEqual(folders, ["released-bytes", "rib-app", "vendored-framework", "web-server"])
        var needed = 0
        var skimmed = 0
        for folder in folders {
            let (paths, expected, actual) = try relevance(of: folder)
            XCTAssertFalse(paths.isEmpty, folder)
            for (path, (want, got)) in zip(paths, zip(expected, actual)) {
                XCTAssertEqual(got, want, "\(folder)/\(path): expected \(want ? "needed" : "skim"), got \(got ? "needed" : "skim")")
                if want { needed += 1 } else { skimmed += 1 }
            }
        }
        // Both outcomes are exercised, so that neither "everything" nor "nothing" passes.
        XCTAssertGreaterThan(needed, 5)
        XCTAssertGreaterThan(skimmed, 5)
    }

    /// `staysIrrelevant` against relevance itself: a file of the RIB app left out gets seeded
    /// random skims (declarations, inheritance, names, directives, drawn from the app's own names
    /// and the framework's). Whenever it says the file stays out, relevance over all files with
    /// that skim gives every file the answer it gave before; whenever it says no, relevance
    /// takes the file in. So the re-run shortcut that relies on it can be neither wrong nor shy.
    func testStaysIrrelevantAgreesWithRelevanceOnRandomSkims() throws {
        let directory = Self.root.appendingPathComponent("rib-app")
        let skims: [FileSkim?] = try ModelFixtureLoader.paths(in: directory).filter { $0.hasSuffix(".swift") }.map { path in
            let source = SourceBuffer(path: path, text: try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
            return Skimmer.skim(source, lexed: Lexer.lex(source.bytes))
        }
        let (relevant, names) = FileRelevance.relevance(skims, vocabulary: .default, keepsNames: true)
        let decided = try XCTUnwrap(names)
        let outside = relevant.indices.filter { !relevant[$0] }
        XCTAssertFalse(outside.isEmpty)
        var pool: [UInt64] = ["Interactor", "PresentableInteractor", "Listener", "Component", "Dependency", "NSObject", "Fresh1",
                              "Fresh2", "Fresh3"].map(FileSkim.hash)
        for case let skim? in skims {
            pool += skim.referencedNames
            for declaration in skim.declarations { pool += [declaration.name] + declaration.mentions }
        }
        var random = SplitMix64(seed: 15)
        func pick() -> UInt64 { pool[random.below(pool.count)] }
        var stayed = 0
        var joined = 0
        for _ in 0..<600 {
            let file = outside[random.below(outside.count)]
            var skim = FileSkim()
            for _ in 0..<random.below(3) {
                skim.declarations.append(FileSkim.Declaration(kind: random.below(2) == 0 ? .type : .extension, name: pick(),
                                                              mentions: (0..<random.below(3)).map { _ in pick() }))
            }
            skim.referencedNames = Array(Set((0..<random.below(6)).map { _ in pick() })).sorted()
            skim.hasDirective = random.below(20) == 0
            var changed = skims
            changed[file] = skim
            let now = FileRelevance.relevantFiles(changed, vocabulary: .default)
            if FileRelevance.staysIrrelevant(skim, names: decided) {
                XCTAssertEqual(now, relevant, "file \(file) with \(skim)")
                stayed += 1
            } else {
                XCTAssertTrue(now[file], "file \(file) with \(skim) was said to turn relevant")
                joined += 1
            }
        }
        XCTAssertGreaterThan(stayed, 50)
        XCTAssertGreaterThan(joined, 50)
    }

    /// A file that is not Swift (no skim) is always needed, even in a project without RIBs.
    func testFilesWithoutSkimAreAlwaysNeeded() {
        let plain = FileSkim(declarations: [FileSkim.Declaration(kind: .type, name: FileSkim.hash("Cache"), mentions: [])])
        XCTAssertEqual(FileRelevance.relevantFiles([nil, plain], vocabulary: .default), [true, false])
    }

    /// Bases the configuration adds mark the project as a RIBs project, and their subclasses as RIB parts.
    func testConfiguredBasesCount() {
        var vocabulary = FrameworkVocabulary.default
        vocabulary.interactorBases.append("CoreInteractor")
        let child = FileSkim(declarations: [FileSkim.Declaration(kind: .type, name: FileSkim.hash("HomeLogic"),
                                                                 mentions: [FileSkim.hash("CoreInteractor")])])
        let other = FileSkim(declarations: [FileSkim.Declaration(kind: .type, name: FileSkim.hash("Palette"), mentions: [])])
        XCTAssertEqual(FileRelevance.relevantFiles([child, other], vocabulary: vocabulary), [true, false])
        XCTAssertEqual(FileRelevance.relevantFiles([child, other], vocabulary: .default), [false, false])
    }
}

/// The byte test that lets riblint leave a file unlexed (`Signals.mayShowRIBsOrHoldDirective`)
/// must never say "no" to a file that shows RIBs or holds a directive.
final class RelevancePrescanTests: XCTestCase {
    func testNoFixtureThatShowsRIBsOrHoldsADirectiveIsLeftUnlexed() throws {
        let signals = FileRelevance.Signals(vocabulary: .default)
        let root = FixtureProjects.packageRoot.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        var checked = 0
        var showing = 0
        var passed = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let source = SourceBuffer(path: path, text: text)
            let skim = Skimmer.skim(source, lexed: Lexer.lex(source.bytes))
            let mayMatter = source.bytes.withUnsafeBufferPointer(signals.mayShowRIBsOrHoldDirective)
            if signals.showsRIBs(skim) || skim.hasDirective {
                showing += 1
                XCTAssertTrue(mayMatter, "\(path) shows RIBs or holds a directive but would be left unlexed")
            }
            if !mayMatter { passed += 1 }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 300)
        XCTAssertGreaterThan(showing, 100)
        XCTAssertGreaterThan(passed, 5, "some fixtures (the web server's) should need no lexing")
    }
}
