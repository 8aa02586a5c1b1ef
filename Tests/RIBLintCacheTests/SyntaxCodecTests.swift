import Foundation
import RIBLintAST
import RIBLintCache
import RIBLintLexer
import RIBLintTestSupport
import XCTest
import SeededRandom

/// The codec must give back exactly the AST the parser built, and must refuse damaged bytes
/// without trapping.
final class SyntaxCodecTests: XCTestCase {
    /// Every Swift file of the fixtures and of riblint's own sources: a varied corpus of real code.
    static let corpus: [SourceBuffer] = {
        var buffers: [SourceBuffer] = []
        for folder in ["Fixtures", "Sources"] {
            let root = FixtureProjects.packageRoot.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", let data = FileManager.default.contents(atPath: url.path) else { continue }
                buffers.append(SourceBuffer(path: url.path, bytes: Array(data)))
            }
        }
        return buffers.sorted { $0.path < $1.path }
    }()

    func testDecodingGivesBackTheParsedSyntaxOfEveryCorpusFile() throws {
        XCTAssertGreaterThan(Self.corpus.count, 150)
        for source in Self.corpus {
            let parsed = SyntaxParser.parse(source)
            let decoded = try SyntaxCodec.decode(SyntaxCodec.encode(parsed), source: source)
            XCTAssertEqual(ASTDump.text(decoded), ASTDump.text(parsed), source.path)
            XCTAssertEqual(decoded.comments, parsed.comments, source.path)
            XCTAssertEqual(decoded.diagnostics, parsed.diagnostics, source.path)
            XCTAssertEqual(decoded.imports.map(\.path), parsed.imports.map(\.path), source.path)
        }
    }

    /// The skim alone, as relevance reads it before deciding whether to decode the rest: the
    /// same skim as the whole entry's, for full entries and skim-only ones.
    func testTheSkimDecodesAloneAsInTheWholeEntry() throws {
        for source in Self.corpus {
            let parsed = SyntaxParser.parse(source)
            let whole = try SyntaxCodec.encode(parsed).withUnsafeBytes { try SyntaxCodec.decodeSkim($0) }
            XCTAssertEqual(whole.skim, parsed.skim, source.path)
            XCTAssertFalse(whole.isSkimOnly, source.path)
            let skimOnly = SyntaxParser.skimOnly(source, comments: parsed.comments, skim: parsed.skim)
            let alone = try SyntaxCodec.encode(skimOnly).withUnsafeBytes { try SyntaxCodec.decodeSkim($0) }
            XCTAssertEqual(alone.skim, parsed.skim, source.path)
            XCTAssertTrue(alone.isSkimOnly, source.path)
        }
    }

    /// The cache stores an entry cut in two where the skim ends: the two parts decode to what the
    /// whole does, and the cut is exactly where the skim alone stops.
    func testAnEntryCutAfterItsSkimDecodesAsTheWhole() throws {
        for source in Self.corpus {
            let parsed = SyntaxParser.parse(source)
            let encoded = SyntaxCodec.encode(parsed)
            let cut = try encoded.withUnsafeBytes { try SyntaxCodec.skimLength(of: $0) }
            XCTAssertGreaterThan(cut, 0, source.path)
            XCTAssertLessThan(cut, encoded.count, source.path)
            let halves = try Array(encoded[..<cut]).withUnsafeBytes { skim in
                try Array(encoded[cut...]).withUnsafeBytes { rest in try SyntaxCodec.decode(skim: skim, rest: rest, source: source) }
            }
            XCTAssertEqual(ASTDump.text(halves), ASTDump.text(parsed), source.path)
            XCTAssertEqual(halves.skim, parsed.skim, source.path)
            XCTAssertEqual(halves.comments, parsed.comments, source.path)
            // A cut anywhere else is refused.
            for wrong in [cut - 1, cut + 1] {
                XCTAssertThrowsError(try Array(encoded[..<wrong]).withUnsafeBytes { skim in
                    try Array(encoded[wrong...]).withUnsafeBytes { rest in try SyntaxCodec.decode(skim: skim, rest: rest, source: source) }
                }, "\(source.path) cut at \(wrong)")
            }
        }
    }

    /// What the dump does not show: accessors, failability, associated-type constraints, #if.
    func testDecodingKeepsTheFieldsTheDumpLeavesOut() throws {
        let source = SourceBuffer(path: "T.swift", text: """
            protocol P { associatedtype L: AnyObject; var x: Int { get set } }
            #if os(iOS)
            final class C { init?(a: Int = 1) {}; var y: Int { didSet {} } }
            #else
            struct C {}
            #endif
            """)
        let parsed = SyntaxParser.parse(source)
        let decoded = try SyntaxCodec.decode(SyntaxCodec.encode(parsed), source: source)
        guard case .typeAlias(let alias)? = decoded.types.first?.members.first,
              case .property(let x)? = decoded.types.first?.members.last,
              case .function(let initializer)? = decoded.types[1].members.first,
              case .property(let y)? = decoded.types[1].members.last else {
            return XCTFail("unexpected shape: \(ASTDump.text(decoded))")
        }
        XCTAssertEqual(alias.inheritedTypes.map(\.text), ["AnyObject"])
        XCTAssertEqual(x.accessors, ["get", "set"])
        XCTAssertEqual(initializer.failability, "?")
        XCTAssertEqual(initializer.parameters.first?.hasDefault, true)
        if case .function(let original)? = parsed.types[1].members.first {
            XCTAssertNotNil(original.parameters.first?.defaultValue)
            XCTAssertEqual(initializer.parameters.first?.defaultValue, original.parameters.first?.defaultValue)
        } else {
            XCTFail("unexpected shape: \(ASTDump.text(parsed))")
        }
        XCTAssertEqual(y.accessors, ["didSet"])
        XCTAssertEqual(decoded.types[1].ifConfig, [IfConfigBranch(condition: "os(iOS)", index: 0)])
        XCTAssertEqual(decoded.types[2].ifConfig, [IfConfigBranch(condition: nil, index: 1)])
    }


    /// A long name decoded twice is one allocation, as when the file was parsed (the cache's
    /// re-runs would otherwise hold a copy per use).
    func testDecodedRecurringLongNamesShareStorage() throws {
        let source = SourceBuffer(path: "S.swift", text: """
            final class FeatureStepInteractor: FeatureStepInteractable {
                weak var listener: FeatureStepInteractable?
            }
            """)
        let decoded = try SyntaxCodec.decode(SyntaxCodec.encode(SyntaxParser.parse(source)), source: source)
        guard let type = decoded.types.first, case .property(let listener)? = type.members.first,
              var inherited = type.inheritedTypes.first?.name, var declared = listener.type?.name else {
            return XCTFail("unexpected shape: \(ASTDump.text(decoded))")
        }
        XCTAssertEqual(inherited, "FeatureStepInteractable")
        XCTAssertEqual(declared, inherited)
        let first = inherited.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        let second = declared.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        XCTAssertEqual(first, second, "the decoder should hand out one string for both uses")
    }

    func testDecodedTypeReferencesSpelledAlikeShareOneSpelling() throws {
        let source = SourceBuffer(path: "S.swift", text: """
            final class StepWorker {
                var first: StepListener?
                var second: StepListener?
                var stream: Observable<StepListener>
                var plainFirst: StepListener
                var plainSecond: StepListener
            }
            """)
        let parsed = SyntaxParser.parse(source)
        let decoded = try SyntaxCodec.decode(SyntaxCodec.encode(parsed), source: source)
        let refs = decoded.types.first?.members.compactMap { member -> TypeRef? in
            if case .property(let property) = member { return property.type }
            return nil
        } ?? []
        XCTAssertEqual(refs.map(\.text), ["StepListener?", "StepListener?", "Observable<StepListener>", "StepListener", "StepListener"])
        XCTAssertEqual(refs.count, 5)
        guard refs.count == 5 else { return }
        XCTAssertTrue(refs[0].spelling === refs[1].spelling, "the decoder should hand out one spelling for both")
        // A name that is its text shares too, and keeps its name.
        XCTAssertTrue(refs[3].spelling === refs[4].spelling, "the decoder should hand out one spelling for both")
        XCTAssertEqual(refs[3].name, "StepListener")
        XCTAssertEqual(refs[0].name, "StepListener")
        XCTAssertFalse(refs[0].spelling === refs[3].spelling, "`StepListener?` and `StepListener` are spelled apart")
        XCTAssertNotEqual(refs[0].offset, refs[1].offset)
        XCTAssertEqual(refs[2].genericArguments.map(\.text), ["StepListener"])
        XCTAssertEqual(ASTDump.text(decoded), ASTDump.text(parsed))
    }

    /// Within a file, a type's spelling is written once and then by number: forty references to
    /// one long type name cost a few bytes each, not the name's length each.
    func testRecurringSpellingsAreWrittenOnce() throws {
        let longName = "CheckoutPaymentMethodSelectionPresentableListener"
        var text = "final class Holder {\n"
        for index in 0..<40 { text += "    weak var listener\(index): \(longName)?\n" }
        text += "}\n"
        let source = SourceBuffer(path: "S.swift", text: text)
        let parsed = SyntaxParser.parse(source)
        let encoded = SyntaxCodec.encode(parsed)
        // Written out each time, the text and the name alone would take 40 * 103 bytes.
        XCTAssertLessThan(encoded.count, 40 * longName.utf8.count, "the type's spelling should be written once")
        let decoded = try SyntaxCodec.decode(encoded, source: source)
        XCTAssertEqual(ASTDump.text(decoded), ASTDump.text(parsed))
        let weakOptionals = decoded.types.first?.members.compactMap { member -> Bool? in
            guard case .property(let property) = member else { return nil }
            return property.modifiers.contains(.weak) && property.type?.text == longName + "?"
        } ?? []
        XCTAssertEqual(weakOptionals, Array(repeating: true, count: 40))
    }

    /// Truncations and flipped bytes of real entries: every decode either throws or gives an AST
    /// whose offsets all lie inside the file (what later phases rely on). None may trap.
    func testDamagedEntriesAreRejectedOrStayInBounds() throws {
        let samples = Self.corpus.filter { $0.path.contains("/Fixtures/DemoApp/") }.prefix(8)
        XCTAssertFalse(samples.isEmpty)
        var random = SplitMix64(seed: 7)
        var rejected = 0
        var accepted = 0
        for source in samples {
            let parsed = SyntaxParser.parse(source)
            let encoded = SyntaxCodec.encode(parsed)
            for cut in stride(from: 0, to: encoded.count, by: max(1, encoded.count / 50)) {
                XCTAssertThrowsError(try SyntaxCodec.decode(Array(encoded[..<cut]), source: source), "truncated at \(cut)")
                // The skim comes first: cut after it, it is still whole; cut inside it, it throws.
                if let partial = try? Array(encoded[..<cut]).withUnsafeBytes({ try SyntaxCodec.decodeSkim($0) }) {
                    XCTAssertEqual(partial.skim, parsed.skim, "truncated at \(cut)")
                }
            }
            for _ in 0..<400 {
                var damaged = encoded
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    let index = Int(random.next() % UInt64(damaged.count))
                    damaged[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                }
                _ = try? damaged.withUnsafeBytes { try SyntaxCodec.decodeSkim($0) }
                if let file = try? SyntaxCodec.decode(damaged, source: source) {
                    accepted += 1
                    XCTAssertTrue(offsetsInBounds(file), "an accepted damaged entry points outside \(source.path)")
                    _ = ASTDump.text(file)
                } else {
                    rejected += 1
                }
            }
        }
        XCTAssertGreaterThan(rejected, accepted / 4, "damage should mostly be detected")
    }

    func testAnEntryForALongerFileIsRejectedForAShorterOne() throws {
        let long = SourceBuffer(path: "A.swift", text: "final class A {}\n" + String(repeating: "// padding\n", count: 20) + "final class B {}\n")
        let short = SourceBuffer(path: "A.swift", text: "final class A {}\n")
        XCTAssertThrowsError(try SyntaxCodec.decode(SyntaxCodec.encode(SyntaxParser.parse(long)), source: short))
    }

    private func offsetsInBounds(_ file: FileSyntax) -> Bool {
        let limit = UInt32(file.source.bytes.count)
        func ok(_ range: SourceRange?) -> Bool { range.map { $0.start <= $0.end && $0.end <= limit } ?? true }
        func ok(_ type: TypeDecl) -> Bool {
            guard ok(type.range), ok(type.bodyRange), type.name.offset <= limit else { return false }
            return type.members.allSatisfy { member in
                switch member {
                case .type(let nested): return ok(nested)
                case .function(let function): return ok(function.body) && ok(function.range) && function.name.offset <= limit
                case .property(let property):
                    return ok(property.range) && ok(property.initializer) && ok(property.accessorBlock) && property.name.offset <= limit
                case .enumCase(let enumCase): return enumCase.name.offset <= limit
                case .typeAlias(let alias): return alias.name.offset <= limit
                }
            }
        }
        return file.types.allSatisfy(ok) && file.comments.allSatisfy { $0.start <= $0.end && $0.end <= limit }
            && file.functions.allSatisfy { ok($0.body) && ok($0.range) }
    }
}
