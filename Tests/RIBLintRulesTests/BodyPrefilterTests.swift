import RIBLintAST
@testable import RIBLintAnalysis
import RIBLintCore
import RIBLintLexer
@testable import RIBLintRules
import XCTest
import SeededRandom

/// The byte and token tests that let a rule or an analysis skip a body without parsing it must
/// never skip a body the syntax would report: whatever the parsed body yields, the prefilter must
/// have let it through. Checked on seeded random bodies built from fragments that store closures, capture
/// `self` weakly or strongly, subscribe, and look alike without doing so.
final class BodyPrefilterTests: XCTestCase {
    private static let fragments = [
        "handler = { self.reload() }",
        "handler = { [weak self] in self?.reload() }",
        "handlers += [{ self.reload() }]",
        "handlers = [first, { self.reload() }]",
        "self.handler = ({ self.reload() })",
        "handler = // the retry\n { self.reload() }",
        "handler = /* later */ { self.reload() }",
        "handlers.append { self.reload() }",
        "handlers.insert({ self.reload() }, at: 0)",
        "table.updateValue({ self.reload() }, forKey: key)",
        "table[key] = { [self] in reload() }",
        "let work = { self.reload() }",
        "work()",
        "count = 1",
        "if ready { self.reload() }",
        "self.reload()",
        "value == other",
        "stream.subscribe(onNext: { _ in self.reload() }).disposeOnDeactivate(interactor: self)",
        "let d = stream.bind(to: relay)",
        "d.disposed(by: bag)",
        "relay.accept(1)",
        "output.drive(label.rx.text)",
        "publisher.sink { value in print(value) }.store(in: &cancellables)",
        "note = \"subscribe later\"",
        "handler = nil",
        "guard let self = self else { return }",
    ]

    /// A body of one to five random fragments, and its range in the file's bytes.
    private func randomBody(_ random: inout SplitMix64) -> (SourceBuffer, SourceRange) {
        let lines = (0...random.below(5)).map { _ in "    " + Self.fragments[random.below(Self.fragments.count)] }
        let text = "func run() {\n" + lines.joined(separator: "\n") + "\n}\n"
        let bytes = Array(text.utf8)
        let start = UInt32(bytes.firstIndex(of: UInt8(ascii: "{"))!)
        let end = UInt32(bytes.lastIndex(of: UInt8(ascii: "}"))! + 1)
        return (SourceBuffer(path: "Body.swift", bytes: bytes), SourceRange(start: start, end: end))
    }

    /// On 2,000 seeded random bodies: whenever the syntax finds something (`found`), the byte
    /// test (`passes`) let the body through; and both outcomes occur often, so that the invariant
    /// is tested on both sides.
    private func assertNeverSkipsAFinding(seed: UInt64, found: (Block, SourceBuffer) -> Bool,
                                          passes: ([UInt8], SourceRange) -> Bool, line: UInt = #line) {
        var random = SplitMix64(seed: seed)
        var foundCount = 0, skipped = 0
        for _ in 0..<2_000 {
            let (source, range) = randomBody(&random)
            let lets = passes(source.bytes, range)
            if found(BodyParser.parse(source, range: range), source) {
                foundCount += 1
                XCTAssertTrue(lets, "skipped a body the syntax reports:\n\(String(decoding: source.bytes, as: UTF8.self))", line: line)
            }
            if !lets { skipped += 1 }
        }
        XCTAssertGreaterThan(foundCount, 100, line: line)
        XCTAssertGreaterThan(skipped, 100, line: line)
    }

    /// The traits the declaration parser notes for the body of the file's function, and for the
    /// same statements as a computed property's getter: the rule reads the first for methods and
    /// the second for accessor blocks.
    private static func parsedTraits(_ bytes: [UInt8]) -> (function: BodyTraits, accessor: BodyTraits) {
        let file = SyntaxParser.parse(SourceBuffer(path: "Body.swift", bytes: bytes))
        let function = file.functions.first?.bodyTraits ?? []
        let getterText = "var run: Int {" + String(decoding: bytes.drop { $0 != UInt8(ascii: "{") }.dropFirst(), as: UTF8.self)
        let getter = SyntaxParser.parse(SourceBuffer(path: "Getter.swift", text: getterText)).variables.first?.accessorTraits ?? []
        return (function, getter)
    }

    func testSelfCapturePrefilterPassesEveryBodyTheRuleReports() {
        let stored: Set<String> = ["handler", "handlers", "table"]
        for (seed, pick) in [(UInt64(0x5EED_0001), { (traits: (function: BodyTraits, accessor: BodyTraits)) in traits.function }),
                             (0x5EED_0003, { $0.accessor })] {
            assertNeverSkipsAFinding(seed: seed, found: { block, _ in
                var finder = SelfCaptureInStoredClosure.StoredClosureFinder(stored: stored, computed: [], locals: [])
                finder.collectLocals(block)
                return !finder.find(in: block).isEmpty
            }, passes: { bytes, _ in SelfCaptureInStoredClosure.mayStoreSelfCapturingClosure(pick(Self.parsedTraits(bytes))) })
        }
    }

    func testSubscriptionPrefilterPassesEveryBodyWithASite() {
        let names = SubscriptionCallNames(FrameworkVocabulary.default)
        assertNeverSkipsAFinding(seed: 0x5EED_0002, found: { block, source in
            let scan = Subscriptions.scan(block, names: names, source: source)
            return !scan.sites.isEmpty || !scan.localFlows.isEmpty
        }, passes: names.mayHoldSubscription)
    }

    func testSelfCapturePrefilterOnNamedShapes() {
        func passes(_ body: String) -> Bool {
            let traits = Self.parsedTraits(Array(("func run() " + body + "\n").utf8))
            XCTAssertEqual(traits.function, traits.accessor, body)
            return SelfCaptureInStoredClosure.mayStoreSelfCapturingClosure(traits.function)
        }
        XCTAssertTrue(passes("{ handler = { self.reload() } }"))
        XCTAssertTrue(passes("{ handlers += [{ self.reload() }] }"))
        XCTAssertTrue(passes("{ handlers.append { self.reload() } }"))
        XCTAssertTrue(passes("{ handler = /* c */ { self.reload() } }"))
        // No `self`: nothing captures it.
        XCTAssertFalse(passes("{ handler = { print(1) } }"))
        // `self`, but nothing stored that starts with a closure or a collection literal.
        XCTAssertFalse(passes("{ count = 1; if ready { self.reload() } }"))
        // Only a comment or a string names the adder or `self`: tokens, not bytes, decide.
        XCTAssertFalse(passes("{ handler = { print(1) } // self.append\n }"))
        XCTAssertFalse(passes("{ note = \"self\"; handlers = [] }"))
        // `self` inside an interpolation is a token.
        XCTAssertTrue(passes("{ handler = { print(\"\\(self)\") } }"))
    }
}
