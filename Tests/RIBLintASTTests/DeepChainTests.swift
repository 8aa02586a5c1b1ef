import XCTest
import RIBLintLexer
@testable import RIBLintAST

/// Long postfix chains and prefix runs nest the tree one level per link without recursing in
/// the parser; every walker of the tree recurses, so the parser bounds the tree's depth and
/// records where it stopped (issue 15, items 4 and 5).
final class DeepChainTests: XCTestCase {
    /// The deepest nesting of statements and expressions in `block`, measured without recursion.
    private func depth(of block: Block) -> Int {
        enum Node { case statement(Statement), expression(Expr), block(Block) }
        var stack: [(Node, Int)] = [(.block(block), 0)]
        var deepest = 0
        while let (node, level) = stack.popLast() {
            deepest = max(deepest, level)
            switch node {
            case .block(let block):
                stack += block.statements.map { (.statement($0), level + 1) }
            case .expression(let expr):
                if case .closure(let closure) = expr { stack.append((.block(closure.body), level + 1)) }
                stack += expr.children.map { (.expression($0), level + 1) }
            case .statement(let statement):
                switch statement {
                case .expression(let expr): stack.append((.expression(expr), level + 1))
                case .assignment(let assignment):
                    stack += [(.expression(assignment.target), level + 1), (.expression(assignment.value), level + 1)]
                case .local(let local):
                    if let initializer = local.initializer { stack.append((.expression(initializer), level + 1)) }
                    if let accessors = local.accessorBlock { stack.append((.block(accessors), level + 1)) }
                case .control(let control):
                    stack += control.conditions.map { (.expression($0.value), level + 1) }
                    stack += control.blocks.map { (.block($0), level + 1) }
                case .defer(let block): stack.append((.block(block), level + 1))
                case .jump(_, let value): if let value { stack.append((.expression(value), level + 1)) }
                case .declaration: break
                }
            }
        }
        return deepest
    }

    private func body(_ statement: String) -> (block: Block, text: String) {
        let text = "{\n" + statement + "\n}"
        let source = SourceBuffer(path: "c.swift", text: text)
        return (BodyParser.parse(source, range: SourceRange(start: 0, end: UInt32(source.bytes.count))), text)
    }

    /// A chain's first part, its repeated link, and how many `.member` nodes 450 links make
    /// (a link is one or two levels of the tree: `?.b` and `.map { }` are two).
    private let chains: [(name: String, prefix: String, link: String, membersPer450: Int)] = [
        ("member", "a", ".b", 450),
        ("call", "f", "()", 0),
        ("force unwrap", "a", "!", 0),
        ("optional chain", "a", "?.b", 450),
        ("subscript", "a", "[0]", 0),
        ("trailing closure", "s", ".map { $0 }", 450),
        ("disposal", "s", ".disposeOnDeactivate(interactor: self)", 450),
        // The key path's first 63 links are read as one `.other` by `parsePrimary`.
        ("key path", #"\A"#, ".b", 387),
    ]

    func testChainsWithinTheLimitAreBuiltWhole() {
        for chain in chains {
            let (block, _) = body("let x = " + chain.prefix + String(repeating: chain.link, count: 450))
            XCTAssertNil(block.truncatedAt, chain.name)
            var members = 0
            block.walk { node in
                if case .expression(.member) = node { members += 1 }
                return true
            }
            XCTAssertEqual(members, chain.membersPer450, chain.name)
        }
    }

    func testChainsBeyondTheLimitStopAtItAndSayWhere() {
        for chain in chains {
            let (block, text) = body("let x = " + chain.prefix + String(repeating: chain.link, count: 20_000))
            guard let offset = block.truncatedAt else {
                XCTFail("\(chain.name): not truncated")
                continue
            }
            // The chain is built up to the limit: 450 links at least (1000 levels), never all.
            let before = Int(offset) - "{\nlet x = ".utf8.count - chain.prefix.utf8.count
            XCTAssertGreaterThan(before / chain.link.utf8.count, 450, chain.name)
            XCTAssertLessThan(before / chain.link.utf8.count, 1100, chain.name)
            XCTAssertEqual(text.utf8.count, "{\nlet x = ".utf8.count + chain.prefix.utf8.count + 20_000 * chain.link.utf8.count + 2)
            XCTAssertLessThan(depth(of: block), BodyParser.maxTreeDepth + 10, chain.name)
            // Walkers recurse over the whole tree: this must not overflow the stack.
            var nodes = 0
            block.walk { _ in nodes += 1; return true }
            XCTAssertGreaterThan(nodes, 450, chain.name)
        }
    }

    /// `try try try ... a`: each prefix keyword nests the operand one level; past the limit the
    /// rest are dropped.
    func testPrefixRunsAreBounded() {
        let (block, _) = body("let x = " + String(repeating: "try ", count: 20_000) + "a")
        let start = "{\nlet x = ".utf8.count
        guard let offset = block.truncatedAt else { return XCTFail("not truncated") }
        XCTAssertEqual((Int(offset) - start) % 4, 0, "on a `try`")
        XCTAssertGreaterThan((Int(offset) - start) / 4, 900)
        XCTAssertLessThan(depth(of: block), BodyParser.maxTreeDepth + 10)
    }

    /// `a ? b : a ? b : ...`: the sequence parser counted `?` and `:` by searching every operator
    /// so far (quadratic). Counted work: the parse makes one operand per term.
    func testLongTernaryRunIsOneFlatSequence() {
        let (block, _) = body("let t = " + String(repeating: "a ? b : ", count: 40_000) + "c")
        guard case .local(let local)? = block.statements.first, case .sequence(let operands, let operators)? = local.initializer else {
            return XCTFail("expected one sequence: \(block.statements.first.map { "\($0)" } ?? "nothing")")
        }
        XCTAssertEqual(operands.count, 80_001)
        XCTAssertEqual(operators.count, 80_000)
        XCTAssertEqual(operators.prefix(4).map(\.text), ["?", ":", "?", ":"])
        XCTAssertNil(block.truncatedAt)
    }
}
