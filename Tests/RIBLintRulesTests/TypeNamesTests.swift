@testable import RIBLintRules
import SeededRandom
import XCTest

/// `ViewInInteractor.typeNames(of:)`: the names a type as written names, each with the dotted path
/// it ends, which `view-in-interactor` looks up.
final class TypeNamesTests: XCTestCase {
    private func names(_ text: String) -> [String] {
        ViewInInteractor.typeNames(of: text).map { $0.name == $0.path ? $0.name : "\($0.name)@\($0.path)" }
    }

    func testQualifiersNameWhatFollowsThem() {
        XCTAssertEqual(names("[String: FooCell]?"), ["String", "FooCell"])
        XCTAssertEqual(names("FooView.Style"), ["Style@FooView.Style"])
        XCTAssertEqual(names("UIKit.UIView"), ["UIView@UIKit.UIView"])
        XCTAssertEqual(names("[Cell.Style: Cell]"), ["Style@Cell.Style", "Cell"])
        XCTAssertEqual(names("(Header, Profile.Header) -> Void"), ["Header", "Header@Profile.Header", "Void"])
    }

    func testAMetatypeIsTheTypeBeforeIt() {
        XCTAssertEqual(names("FooCell.Type?"), ["FooCell"])
        XCTAssertEqual(names("App.FooCell.Protocol"), ["FooCell@App.FooCell"])
        XCTAssertEqual(names("Type"), ["Type"])
    }

    func testGenericArgumentsBetweenAQualifierAndItsNestedType() {
        XCTAssertEqual(names("ListView<Int>.Config?"), ["Int", "Config@ListView.Config"])
        XCTAssertEqual(names("Box<Box<Item>>.Header"), ["Box", "Item", "Header@Box.Header"])
        XCTAssertEqual(names("Outer.List<Int>.Config"), ["Int", "Config@Outer.List.Config"])
        XCTAssertEqual(names("ListView<Int>.Type"), ["Int", "ListView"])
        XCTAssertEqual(names("Observable<FooCell>"), ["Observable", "FooCell"])
        XCTAssertEqual(names("Foo<Bar"), ["Foo", "Bar"])
    }

    func testOddTextsEndWithoutAName() {
        XCTAssertEqual(names(""), [])
        XCTAssertEqual(names("Foo."), ["Foo"])
        XCTAssertEqual(names(".Foo"), ["Foo"])
        XCTAssertEqual(names("Foo..Bar"), ["Foo", "Bar"])
    }

    /// ASCII texts are read by their bytes, the others by their characters: on the same ASCII
    /// text with one letter made non-ASCII in a name nobody asks about, both give the same result
    /// for every other name. Seeded random texts from the characters types are written with.
    func testBytesAndCharactersAgree() {
        var random = SplitMix64(seed: 2026_11_29)
        let pieces = ["Foo", "Bar", "Cell", "Type", "Protocol", ".", "<", ">", "?", "!", "[", "]", ":", ",", " ", "(", ")", "->",
                      "&", "_", "1"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<random.below(12) { text += pieces[random.below(pieces.count)] }
            let ascii = ViewInInteractor.typeNames(of: text + " Zed")
            let unicode = ViewInInteractor.typeNames(of: text + " Zéd")
            XCTAssertEqual(ascii.dropLast().map { "\($0.name)@\($0.path)" }, unicode.dropLast().map { "\($0.name)@\($0.path)" }, text)
            XCTAssertEqual(ascii.last?.name, "Zed", text)
            XCTAssertEqual(unicode.last?.name, "Zéd", text)
        }
    }
}
