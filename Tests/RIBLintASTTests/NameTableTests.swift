import XCTest
import SeededRandom
@testable import RIBLintAST
import RIBLintLexer

final class NameTableTests: XCTestCase {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testARecurringLongNameSharesOneAllocation() {
        let bytes = Array("FeatureStepInteractable".utf8)
        NameTable.borrow { names in
            let first = bytes.withUnsafeBufferPointer { names.string($0) }
            let second = bytes.withUnsafeBufferPointer { names.string($0) }
            XCTAssertEqual(first, "FeatureStepInteractable")
            XCTAssertEqual(second, first)
            XCTAssertEqual(storage(first), storage(second), "the second string should reuse the first one's storage")
        }
    }

    func testInvalidUTF8IsRepairedAsStringDecodingDoes() {
        // 0xFF never occurs in UTF-8: both calls must repair it, and the second must not take the
        // first one's (repaired, hence different) bytes for a match of the raw input.
        let bytes: [UInt8] = Array("LongNameWithAByte".utf8) + [0xFF] + Array("InTheMiddle".utf8)
        NameTable.borrow { names in
            for _ in 0..<2 {
                let made = bytes.withUnsafeBufferPointer { names.string($0) }
                XCTAssertEqual(made, String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Invariant: whatever the table holds, `string` equals `String(decoding:as:)` of the same
    /// bytes. Names are drawn from a small alphabet and few stems, so that slots collide and
    /// names recur, and a few carry bytes that are not UTF-8.
    func testEveryStringEqualsItsDecodedBytesOnRandomNames() {
        var random = SplitMix64(seed: 0x5EED_0A4E)
        let stems = ["Feature", "Step", "Interactable", "Presentable", "Listener", "Dependency", "Root", "Ü"]
        var pool: [[UInt8]] = []
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(in: 1...7) { bytes += Array(random.pick(stems).utf8) }
            if random.chance(5) { bytes.insert(random.pick([0x80, 0xC3, 0xFF]), at: random.below(bytes.count + 1)) }
            pool.append(bytes)
        }
        NameTable.borrow { names in
            for _ in 0..<20_000 {
                let bytes = random.pick(pool)
                let made = bytes.withUnsafeBufferPointer { names.string($0) }
                XCTAssertEqual(made, String(decoding: bytes, as: UTF8.self))
                XCTAssertEqual(Array(made.utf8), Array(String(decoding: bytes, as: UTF8.self).utf8))
            }
        }
    }

    func testParsedFilesShareTheStorageOfARecurringTypeName() {
        let source = SourceBuffer(path: "A.swift", text: """
            final class FeatureStepInteractor: FeatureStepInteractable {
                weak var listener: FeatureStepInteractable?
            }
            """)
        let file = SyntaxParser.parse(source)
        guard let type = file.types.first, case .property(let listener)? = type.members.first else {
            return XCTFail("expected a class with one property")
        }
        let inherited = type.inheritedTypes.first?.name ?? ""
        XCTAssertEqual(inherited, "FeatureStepInteractable")
        XCTAssertEqual(listener.type?.name, "FeatureStepInteractable")
        XCTAssertEqual(storage(inherited), storage(listener.type?.name ?? ""))
    }

    func testReferencesThatSpellATypeAlikeShareOneSpelling() {
        let source = SourceBuffer(path: "A.swift", text: """
            final class Worker {
                var first: StepListener?
                var second:StepListener?
                var third: StepListener
                var stream: Observable<StepListener>
                var other: Observable<StepListener>
                func run(listener: StepListener?) -> StepListener? { nil }
            }
            """)
        let file = SyntaxParser.parse(source)
        guard let type = file.types.first else { return XCTFail("expected a class") }
        var types: [TypeRef] = []
        var returned: TypeRef?
        for member in type.members {
            switch member {
            case .property(let property): if let ref = property.type { types.append(ref) }
            case .function(let function):
                types.append(contentsOf: function.parameters.compactMap(\.type))
                returned = function.returnType
            default: break
            }
        }
        XCTAssertEqual(types.map(\.text), ["StepListener?", "StepListener?", "StepListener", "Observable<StepListener>",
                                            "Observable<StepListener>", "StepListener?"])
        // Spelled alike (whatever the spacing): one spelling, each reference with its own offset.
        XCTAssertTrue(types[0].spelling === types[1].spelling)
        XCTAssertTrue(types[0].spelling === types[5].spelling)
        XCTAssertTrue(types[0].spelling === returned?.spelling)
        XCTAssertNotEqual(types[0].offset, types[1].offset)
        XCTAssertNotEqual(types[0], types[1])
        // A different spelling is a different object, and so is one with generic arguments,
        // whose arguments carry offsets of their own.
        XCTAssertFalse(types[0].spelling === types[2].spelling)
        XCTAssertFalse(types[3].spelling === types[4].spelling)
        XCTAssertNotEqual(types[3].genericArguments.first?.offset, types[4].genericArguments.first?.offset)
        XCTAssertEqual(types[3].genericArguments.first?.name, "StepListener")
    }

    func testTypeRefsCompareByWhatTheySayAndWhereNotByObject() {
        let shared = TypeSpelling(text: "Foo?", name: "Foo", isOptional: true)
        let alike = TypeRef(text: "Foo?", name: "Foo", isOptional: true, offset: 4)
        XCTAssertEqual(TypeRef(spelling: shared, offset: 4), alike)
        XCTAssertEqual(Set([TypeRef(spelling: shared, offset: 4), alike]).count, 1)
        XCTAssertNotEqual(TypeRef(spelling: shared, offset: 5), alike)
        XCTAssertNotEqual(TypeRef(text: "Foo?", name: "Foo", isOptional: false, offset: 4), alike)
        XCTAssertNotEqual(TypeRef(text: "Foo?", name: "Bar", isOptional: true, offset: 4), alike)
        let generic = TypeRef(text: "Box<Foo?>", name: "Box", genericArguments: [alike], offset: 0)
        XCTAssertNotEqual(generic, TypeRef(text: "Box<Foo?>", name: "Box", genericArguments: [TypeRef(spelling: shared, offset: 5)], offset: 0))
        XCTAssertEqual(generic, TypeRef(text: "Box<Foo?>", name: "Box", genericArguments: [TypeRef(spelling: shared, offset: 4)], offset: 0))
    }
}
