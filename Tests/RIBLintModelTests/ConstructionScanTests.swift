import RIBLintAST
import RIBLintCore
import RIBLintModel
import XCTest

/// The byte tests that decide which files and bodies are walked for constructions made by hand.
final class ConstructionScanTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testAConstructionIsTheWholeNameFollowedByACallOrGenericArguments() {
        let name = "CardInteractor"
        XCTAssertTrue(ByteSearch.writesConstruction(of: name, in: bytes("let i = CardInteractor(total: 1)")))
        XCTAssertTrue(ByteSearch.writesConstruction(of: name, in: bytes("let i = CardInteractor.init()")))
        XCTAssertTrue(ByteSearch.writesConstruction(of: name, in: bytes("let i = CardInteractor<Int>()")))
        // Another name that ends or starts the same, a mere mention, a name cut by the buffer's end.
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("let i = GiftCardInteractor()")))
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("let i = CardInteractorFactory()")))
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("var i: CardInteractor?")))
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("let i = CardInteractor.initial")))
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("return CardInteractor")))
        // A non-ASCII letter before it belongs to the identifier.
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: bytes("let i = éCardInteractor()")))
        // Only within the range, when one is given; an empty name is never written.
        let text = bytes("f(); let i = CardInteractor()")
        XCTAssertFalse(ByteSearch.writesConstruction(of: name, in: text, range: SourceRange(start: 0, end: 4)))
        XCTAssertTrue(ByteSearch.writesConstruction(of: name, in: text, range: SourceRange(start: 4, end: UInt32(text.count))))
        XCTAssertFalse(ByteSearch.writesConstruction(of: "", in: text))
    }

    func testConstructedNamesByTheirSuffix() {
        let text = bytes("a = CardInteractor(); b = Interactor(); c = GiftInteractor.init(); d = x.Interactor; e = PayInteractor<T>()")
        var found: [String] = []
        ByteSearch.constructedNames(endingIn: "Interactor", lengths: [14, 10, 13], in: text) { name, offset in
            found.append(name)
            XCTAssertEqual(Array(text[offset..<(offset + name.utf8.count)]), Array(name.utf8))
        }
        // `GiftInteractor` is 14 bytes long too; `PayInteractor` 13; `x.Interactor` is no construction.
        XCTAssertEqual(found, ["CardInteractor", "Interactor", "GiftInteractor", "PayInteractor"])
        var none = 0
        ByteSearch.constructedNames(endingIn: "Interactor", lengths: [99], in: text) { _, _ in none += 1 }
        ByteSearch.constructedNames(endingIn: "", lengths: [0, 1], in: text) { _, _ in none += 1 }
        XCTAssertEqual(none, 0)
    }

    /// A file saved mid-edit declares an interactor without a name: it is a RIB without a builder
    /// like any other, and looking for code that makes it by hand must end.
    func testAnInteractorWithoutANameDoesNotHangTheModel() {
        let model = makeModel([
            ("Broken.swift", "import RIBs\nfinal class : Interactor {}\n"),
            ("Other.swift", "import RIBs\nfinal class PayInteractor: Interactor {}\nfunc make() { _ = PayInteractor() }\n"),
        ])
        XCTAssertFalse(model.ribs.isEmpty)
    }

    /// Code that makes a builder-less RIB's interactor by hand hosts it outside the tree, unless
    /// it lives in a test, demo or preview folder: a word of the folder's name, not a part of one.
    func testHandMadeRIBsAndHarnessFolders() {
        func roots(hostFolder: String) -> [String] {
            let model = makeModel([
                ("Features/Receipt/ReceiptInteractor.swift", "import RIBs\nfinal class ReceiptInteractor: Interactor {}\n"),
                ("\(hostFolder)/ReceiptHost.swift", "import UIKit\nfinal class ReceiptHost {\n    func start() { _ = ReceiptInteractor() }\n}\n"),
            ])
            return model.tree.configuredRoots.map { model[$0].name }.sorted()
        }
        XCTAssertEqual(roots(hostFolder: "Features/Checkout"), ["Receipt"])
        XCTAssertEqual(roots(hostFolder: "Features/Demographics"), ["Receipt"])
        XCTAssertEqual(roots(hostFolder: "Features/ABTesting"), ["Receipt"])
        XCTAssertEqual(roots(hostFolder: "ReceiptDemoApp"), [])
        XCTAssertEqual(roots(hostFolder: "App/UnitTests"), [])
        XCTAssertEqual(roots(hostFolder: "App/Mocks"), [])
        XCTAssertEqual(roots(hostFolder: "Previews"), [])
    }
}
