import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import RIBLintTestSupport
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
        XCTAssertEqual(folders, ["rib-app", "vendored-framework", "web-server"])
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
