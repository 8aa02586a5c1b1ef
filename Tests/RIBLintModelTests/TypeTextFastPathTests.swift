@testable import RIBLintModel
import SeededRandom
import XCTest

/// `TypeText.nominalName` and `TypeText.normalise` answer simple spellings without the type
/// parser. The answers must be the parser's, for the spellings the fast paths take and for the
/// malformed ones they must hand over.
final class TypeTextFastPathTests: XCTestCase {
    func testKnownSpellingsGetTheParsersAnswers() {
        let texts = [
            "Foo", "Foo?", "Foo??", "Foo!", "Foo?!", "Mod.Foo?", "Swift.Int?", "Observable<Foo>", "Observable<Foo>?",
            "Observable<Foo.Bar?>?", "Relay<A, B<C>>", "Outer<T>.Inner", "Foo<", "Foo<.>", "Foo<<Bar>>", "Foo< Bar >",
            "[Foo]", "Foo<[Int]>", "(Foo)", "Foo & Bar", "() -> Void", "Foo<Bar>!", "Foo.", ".Foo", "Foo..Bar", "",
            "MySwift.Int", "any Foo", "Optional<Foo>", "Array<Foo>",
        ]
        for text in texts {
            XCTAssertEqual(TypeText.nominalName(text), TypeText.nominalNameByParsing(text), "nominalName(\(text))")
            XCTAssertEqual(TypeText.normalise(text), TypeText.normaliseByParsing(text), "normalise(\(text))")
        }
        // The fast paths do answer the common spellings.
        XCTAssertEqual(TypeText.nominalName("Observable<Foo.Bar?>?"), "Observable")
        XCTAssertEqual(TypeText.normalise("Mod.Foo?"), "Mod.Foo?")
    }

    /// Seeded random spellings over the bytes the fast paths look at: whatever they answer, the
    /// parser answers the same.
    func testRandomSpellingsGetTheParsersAnswers() {
        var random = SplitMix64(seed: 0x7E_57_FA_57)
        let pieces = ["Foo", "Bar", "Swift", "x", "_1", ".", ".", "<", "<", ">", ">", ",", " ", "?", "?", "!", "[", "]",
                      "-", ">", "&", "(", ")", ":", "é"]
        var fast = 0
        for _ in 0..<20_000 {
            var text = random.pick(["Foo", "Mod.Foo", "Observable", "Swift.Int", ""])
            for _ in 0..<random.int(in: 0...8) { text += random.pick(pieces) }
            XCTAssertEqual(TypeText.nominalName(text), TypeText.nominalNameByParsing(text), "nominalName(\(text))")
            XCTAssertEqual(TypeText.normalise(text), TypeText.normaliseByParsing(text), "normalise(\(text))")
            var copy = text
            if copy.withUTF8(TypeText.simpleNominalEnd) != nil { fast += 1 }
        }
        XCTAssertGreaterThan(fast, 1_000, "the cases should include many the generic fast path takes")
    }
}
