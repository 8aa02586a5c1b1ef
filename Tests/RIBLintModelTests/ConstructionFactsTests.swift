import Foundation
import RIBLintCore
@testable import RIBLintModel
import RIBLintTestSupport
import SeededRandom
import XCTest

/// `ByteSearch.constructionFacts` finds in one pass what three searches for `Builder`,
/// `Interactor` and `Router` followed by a construction found: it must answer as they do, at every
/// offset, near the end of the bytes included.
final class ConstructionFactsTests: XCTestCase {
    private func bySearches(_ bytes: [UInt8]) -> (builder: Bool, part: Bool) {
        (ModelBuilder.writesBuilderConstruction(bytes), ModelBuilder.writesPartConstruction(bytes))
    }

    private static let pieces = [
        "FooBuilder(", "FooBuilder {", "FooBuilder{", "Builder<T>(", "FooBuilder.init", "FooBuilder .init(", "Builder",
        "FooRouter(", "FooRouter.init(", "Router {", "FooInteractor(", "Interactor<P>", "Interactor", "Routers(",
        "Builders(", "Bxxxxxr(", "Rxxxxr(", "Ixxxxxxxxr(", "router(", "interactor(", "builder(", "BuilderX(",
        " ", "\n", "let x = ", "// ", "\"", "r", "B", "R", "I", "(", "{", ".", "<",
    ]

    func testOnePassAnswersAsThreeSearches() {
        var random = SplitMix64(seed: 0xC0_5E_C7)
        var builders = 0, parts = 0
        for _ in 0..<5_000 {
            let text = (0..<random.int(in: 0...12)).map { _ in random.pick(Self.pieces) }.joined()
            let bytes = Array(text.utf8)
            let onePass = ByteSearch.constructionFacts(bytes)
            let expected = bySearches(bytes)
            XCTAssertEqual(onePass.builder, expected.builder, text)
            XCTAssertEqual(onePass.part, expected.part, text)
            if expected.builder { builders += 1 }
            if expected.part { parts += 1 }
        }
        XCTAssertGreaterThan(builders, 1_000)
        XCTAssertGreaterThan(parts, 1_000)
    }

    func testEveryOffsetAndLength() {
        for word in ["FooBuilder(", "FooRouter {", "FooInteractor.init"] {
            for before in 0..<40 {
                for after in [0, 1, 7, 16, 30] {
                    let bytes = Array((String(repeating: "x", count: before) + word + String(repeating: " ", count: after)).utf8)
                    let onePass = ByteSearch.constructionFacts(bytes)
                    let expected = bySearches(bytes)
                    XCTAssertEqual(onePass.builder, expected.builder, "\(word) at \(before)")
                    XCTAssertEqual(onePass.part, expected.part, "\(word) at \(before)")
                }
            }
        }
    }

    func testFixtures() {
        let root = FixtureProjects.packageRoot.appendingPathComponent("Fixtures")
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files = 0
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", let data = FileManager.default.contents(atPath: url.path) else { continue }
            let bytes = [UInt8](data)
            let onePass = ByteSearch.constructionFacts(bytes)
            let expected = bySearches(bytes)
            XCTAssertTrue(onePass == expected, url.path)
            files += 1
        }
        XCTAssertGreaterThan(files, 100)
    }
}
