import RIBLintAST
import RIBLintLexer
@testable import RIBLintModel
import SeededRandom
import XCTest

/// `BodyCache.mayConstructType` lets the model leave a body unparsed when it cannot hold a
/// construction. It must never turn away a body in which the syntax shows a call of a name that
/// starts with a capital (what `ModelBuilder` looks up as a construction).
final class ConstructionPrefilterTests: XCTestCase {
    private static let fragments = [
        "let router = FooRouter(interactor: interactor)", "let b = Mod.FooBuilder(dependency: self)",
        "let c = FooComponent.init(parent: self)", "let r = Relay<Int>(value: 1)", "let t = Timer { _ in }",
        "let x = Box\n    (1)", "let y = Foo /* made */ (1)", "let z = Outer.Inner(1)", "let o = Optional<Int>.none",
        "super.init(dependency: dependency)", "interactor.router = self", "attachChild(router)",
        "children = []", "value = nil", "let color = UIColor.red", "let q = DispatchQueue.main",
        "Observable.just(1).subscribe()", "print(\"Foo(\")", "// Bar(", "let n = count + Limits.max",
        "let s: String? = nil", "if let child = child { detachChild(child) }", "let e = élan(1)", "let k = ÉLAN(2)",
        "let q = `Queue`(1)", "let w = Worker.`init`()", "let v = `Var`.init()",
    ]

    private func hasCapitalizedCall(_ block: Block) -> Bool {
        var found = false
        ExprWalker.walk(block) { expr in
            guard case .call(let call) = expr else { return }
            var callee = call.callee
            if case .member(let base?, let name) = callee, name.text == "init" { callee = base }
            if let first = callee.name?.text.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { found = true }
        }
        return found
    }

    func testNeverTurnsAwayABodyWithAConstruction() {
        var random = SplitMix64(seed: 0xC0_15_7A_C7)
        var constructs = 0, turnedAway = 0
        for _ in 0..<3_000 {
            let lines = (0...random.below(4)).map { _ in "    " + random.pick(Self.fragments) }
            let text = "func run() {\n" + lines.joined(separator: "\n") + "\n}\n"
            let bytes = Array(text.utf8)
            let range = SourceRange(start: UInt32(bytes.firstIndex(of: UInt8(ascii: "{"))!),
                                    end: UInt32(bytes.lastIndex(of: UInt8(ascii: "}"))! + 1))
            let passes = BodyCache.mayConstructType(bytes, in: range)
            if hasCapitalizedCall(BodyParser.parse(SourceBuffer(path: "Body.swift", bytes: bytes), range: range)) {
                constructs += 1
                XCTAssertTrue(passes, "turned away a body that constructs:\n\(text)")
            }
            if !passes { turnedAway += 1 }
        }
        XCTAssertGreaterThan(constructs, 300)
        XCTAssertGreaterThan(turnedAway, 300)
    }

    func testBacktickedNamesMayConstruct() {
        for text in ["a = `Foo`(1)", "a = Foo.`init`()", "a = `Foo`.init()"] {
            let bytes = Array(text.utf8)
            XCTAssertTrue(BodyCache.mayConstructType(bytes, in: SourceRange(start: 0, end: UInt32(bytes.count))), text)
        }
    }

    func testOnlyTheRangeCounts() {
        let bytes = Array("let a = Foo(); b = c".utf8)
        XCTAssertTrue(BodyCache.mayConstructType(bytes, in: SourceRange(start: 0, end: 13)))
        XCTAssertFalse(BodyCache.mayConstructType(bytes, in: SourceRange(start: 14, end: UInt32(bytes.count))))
        // A name cut by the range's end is no call.
        XCTAssertFalse(BodyCache.mayConstructType(bytes, in: SourceRange(start: 0, end: 11)))
    }
}
