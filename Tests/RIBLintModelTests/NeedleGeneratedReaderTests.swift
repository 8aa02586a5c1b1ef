import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel
import XCTest
import SeededRandom

/// `NeedleGeneratedReader`: the registrations of a generated file, and nothing from look-alikes.
final class NeedleGeneratedReaderTests: XCTestCase {
    private func registrations(_ text: String, path: String = "App/NeedleGenerated.swift") -> [NeedleRegistration] {
        NeedleGeneratedReader.registrations(in: SyntaxParser.parse(SourceBuffer(path: path, bytes: Array(text.utf8))))
    }

    private let generated = """
        import NeedleFoundation

        private class CartDependencyAB12Provider: CartDependency {
            var basket: Basket {
                return shopComponent.basket
            }
            var prices: PriceBook {
                return appComponent.prices
            }
            private let shopComponent: ShopComponent
            private let appComponent: AppComponent
            init(shopComponent: ShopComponent, appComponent: AppComponent) {
                self.shopComponent = shopComponent
                self.appComponent = appComponent
            }
        }
        private func factoryCart(_ component: NeedleFoundation.Scope) -> AnyObject {
            return CartDependencyAB12Provider(shopComponent: parent1(component) as! ShopComponent,
                                              appComponent: parent2(component) as! AppComponent)
        }
        private func factoryEmpty(_ component: NeedleFoundation.Scope) -> AnyObject {
            return EmptyDependencyProvider(component: component)
        }
        @inline(never) private func register1() {
            registerProviderFactory("^->AppComponent->ShopComponent->CartComponent", factoryCart)
            registerProviderFactory("^->AppComponent->ShopComponent", factoryEmpty)
            registerProviderFactory("^->AppComponent->OtherComponent->CartComponent", factoryCart)
        }
        """

    func testEachRegisteredPathGetsItsProvidersProperties() {
        let found = registrations(generated)
        XCTAssertEqual(found.map(\.path), [["AppComponent", "ShopComponent", "CartComponent"],
                                           ["AppComponent", "OtherComponent", "CartComponent"]])
        XCTAssertEqual(Set(found.map(\.dependency)), ["CartDependency"])
        XCTAssertEqual(Set(found[0].properties.keys), ["basket", "prices"], "private stored properties are not requirements")
        XCTAssertEqual(found[0].file, "App/NeedleGenerated.swift")
        // The offsets point at the properties' names.
        let text = Array(generated.utf8)
        let offset = Int(found[0].properties["basket"]!)
        XCTAssertEqual(String(decoding: text[offset..<(offset + 6)], as: UTF8.self), "basket")
    }

    func testAFactoryOfNoProviderClassRegistersNothing() {
        // `EmptyDependencyProvider` is the framework's, not a class of the file.
        XCTAssertFalse(registrations(generated).contains { $0.path == ["AppComponent", "ShopComponent"] })
    }

    func testFilesOfAnotherShapeRegisterNothing() {
        XCTAssertEqual(registrations("final class CartProvider: CartDependency { var basket: Basket { Basket() } }").count, 0)
        XCTAssertEqual(registrations("func register() { registerProviderFactory(path, factory) }").count, 0)
        XCTAssertEqual(registrations("").count, 0)
    }

    func testOnlyTheGeneratedFileNameCounts() {
        XCTAssertTrue(NeedleGeneratedReader.isGeneratedFile("NeedleGenerated.swift"))
        XCTAssertTrue(NeedleGeneratedReader.isGeneratedFile("App/Sources/NeedleGenerated.swift"))
        XCTAssertFalse(NeedleGeneratedReader.isGeneratedFile("App/MyNeedleGenerated.swift"))
        XCTAssertFalse(NeedleGeneratedReader.isGeneratedFile("App/NeedleGenerated.swift.orig"))
    }
}

/// `ByteSearch.contains`, checked against a plain search on seeded random inputs.
final class ByteSearchTests: XCTestCase {
    func testAgreesWithAPlainSearch() {
        var random = SplitMix64(seed: 0x5EED_0001)
        func next() -> UInt64 { random.next() }
        let alphabet = Array("ab.>-".utf8)
        for _ in 0..<2000 {
            let haystack = (0..<Int(next() % 40)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let needle = String(decoding: (0..<Int(1 + next() % 4)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }, as: UTF8.self)
            let pattern = Array(needle.utf8)
            let expected = haystack.count >= pattern.count
                && (0...(haystack.count - pattern.count)).contains { Array(haystack[$0..<($0 + pattern.count)]) == pattern }
            XCTAssertEqual(ByteSearch.contains(haystack, needle), expected, "\(haystack) \(needle)")
            XCTAssertEqual(String(decoding: haystack, as: UTF8.self).containsBytes(needle), expected, "\(haystack) \(needle)")
        }
    }

    func testEdges() {
        XCTAssertTrue("".containsBytes(""))
        XCTAssertFalse("".containsBytes("a"))
        XCTAssertTrue("a..b".containsBytes(".."))
        XCTAssertFalse("a.b.".containsBytes(".."))
        XCTAssertTrue("(Int) -> Void".containsBytes("->"))
        XCTAssertFalse(ByteSearch.contains([], "x"))
    }
}
