import XCTest
import RIBLintLexer
@testable import RIBLintAST

/// Parses the body of the first function in `members` of a wrapper type.
private func body(_ statements: String) -> Block {
    let file = parse("func wrapper() {\n\(statements)\n}\n")
    guard let function = file.functions.first, let range = function.body else {
        XCTFail("no body")
        return Block(statements: [], range: SourceRange(start: 0, end: 0))
    }
    return BodyParser.parse(file.source, range: range)
}

private func expression(_ statement: Statement?) -> Expr? {
    if case .expression(let expr)? = statement { return expr }
    return nil
}

final class BodyParserTests: XCTestCase {
    /// Bodies are most of the memory riblint holds at its peak: a statement is one word, so an
    /// expression statement costs no box beside its expression's.
    func testStatementsAndExpressionsStayOneWord() {
        XCTAssertEqual(MemoryLayout<Statement>.size, 8)
        XCTAssertEqual(MemoryLayout<Expr>.size, 8)
        let block = body("load()\nlet x = 1\nstart()")
        guard block.statements.count == 3, case .expression(let first) = block.statements[0],
              case .local(let local) = block.statements[1], case .expression = block.statements[2] else {
            return XCTFail("expected a call, a local and a call: \(block.statements)")
        }
        guard case .call(let call) = first else { return XCTFail("expected a call: \(first)") }
        XCTAssertEqual(call.name?.text, "load")
        XCTAssertEqual(local.names.map(\.text), ["x"])
    }

    func testRxChainIsOneStatement() throws {
        let block = body("""
            stream
                .subscribe(onNext: { [weak self] value in
                    self?.handle(value)
                })
                .disposeOnDeactivate(interactor: self)
            other()
        """)
        XCTAssertEqual(block.statements.count, 2)
        let chainExpr = try XCTUnwrap(expression(block.statements.first))
        let chain = chainExpr.callChain
        XCTAssertEqual(chain.rootName, "stream")
        XCTAssertEqual(chain.names, ["subscribe", "disposeOnDeactivate"])
        let subscribe = chain.links[0]
        XCTAssertEqual(subscribe.arguments.first?.label?.text, "onNext")
        let closure = try XCTUnwrap(subscribe.closures.first)
        XCTAssertEqual(closure.captures.map(\.specifier), ["weak"])
        XCTAssertEqual(closure.captures.map(\.name.text), ["self"])
        XCTAssertEqual(closure.parameters, ["value"])
        XCTAssertEqual(closure.body.statements.count, 1)
        let inner = try XCTUnwrap(expression(closure.body.statements.first))
        XCTAssertEqual(inner.callChain.rootName, "self")
        XCTAssertEqual(inner.callChain.names, ["handle"])
        XCTAssertTrue(inner.callChain.links[0].isOptionalChained)
        XCTAssertEqual(chain.links[1].arguments.first?.label?.text, "interactor")
        if case .call(let call) = chainExpr {
            XCTAssertEqual(call.name?.text, "disposeOnDeactivate")
        } else {
            XCTFail("expected a call")
        }
    }

    func testCombineSinkStore() throws {
        let block = body("""
            publisher.map { $0 * 2 }.sink { value in print(value) }.store(in: &cancellables)
            bag.insert(a.subscribe(), b.subscribe { _ in })
        """)
        XCTAssertEqual(block.statements.count, 2)
        let chain = try XCTUnwrap(expression(block.statements[0])).callChain
        XCTAssertEqual(chain.names, ["map", "sink", "store"])
        XCTAssertEqual(chain.links[0].trailingClosures.count, 1)
        XCTAssertEqual(chain.links[0].closures.first?.parameters, [])
        XCTAssertEqual(chain.links[1].closures.first?.parameters, ["value"])
        guard case .prefix(let op, .identifier(let name))? = chain.links[2].arguments.first?.value else {
            return XCTFail("expected &cancellables")
        }
        XCTAssertEqual(op.text, "&")
        XCTAssertEqual(name.text, "cancellables")

        let insert = try XCTUnwrap(expression(block.statements[1])).callChain
        XCTAssertEqual(insert.rootName, "bag")
        XCTAssertEqual(insert.names, ["insert"])
        XCTAssertEqual(insert.links[0].arguments.count, 2)
        XCTAssertEqual(insert.links[0].arguments[1].value.callChain.names, ["subscribe"])
    }

    func testMultipleTrailingClosures() throws {
        let block = body("""
            observable.subscribe { value in
                use(value)
            } onError: { error in
                log(error)
            }
        """)
        XCTAssertEqual(block.statements.count, 1)
        guard case .call(let call)? = expression(block.statements.first) else { return XCTFail() }
        XCTAssertEqual(call.trailingClosures.map { $0.label?.text }, [nil, "onError"])
        XCTAssertEqual(call.trailingClosures[1].closure.parameters, ["error"])
    }

    func testAssignments() throws {
        let block = body("""
            x = 1
            self.listener = listener
            _ = foo.bar()
            count += 1
            value ??= fallback
            router?.interactable.router = self
            if a == b { c = d }
        """)
        XCTAssertEqual(block.statements.count, 7)
        var ops: [String] = []
        for statement in block.statements {
            if case .assignment(let assignment) = statement { ops.append(assignment.op) }
        }
        XCTAssertEqual(ops, ["=", "=", "=", "+=", "??=", "="])
        guard case .assignment(let second) = block.statements[1] else { return XCTFail() }
        guard case .member(.identifier(let base)?, let name) = second.target else { return XCTFail("\(second.target)") }
        XCTAssertEqual(base.text, "self")
        XCTAssertEqual(name.text, "listener")
        guard case .assignment(let discard) = block.statements[2], case .identifier(let underscore) = discard.target else {
            return XCTFail()
        }
        XCTAssertEqual(underscore.text, "_")
        XCTAssertEqual(discard.value.callChain.names, ["bar"])
        guard case .control(let ifStatement) = block.statements[6] else { return XCTFail() }
        XCTAssertEqual(ifStatement.conditions.count, 1)
        guard case .assignment? = ifStatement.blocks.first?.statements.first else { return XCTFail() }
    }

    func testLocalDeclarations() throws {
        let block = body("""
            let a = 1, b: Int = 2
            var (x, y) = (1, 2)
            weak var weakSelf = self
            let handler: () -> Void = { [unowned self] in self.done() }
        """)
        let locals: [LocalDecl] = block.statements.compactMap { if case .local(let l) = $0 { return l } else { return nil } }
        XCTAssertEqual(locals.map { $0.names.map(\.text) }, [["a"], ["b"], ["x", "y"], ["weakSelf"], ["handler"]])
        XCTAssertEqual(locals[1].type?.text, "Int")
        XCTAssertFalse(locals[2].isLet)
        XCTAssertTrue(locals[3].modifiers.contains(.weak))
        XCTAssertEqual(locals[4].type?.text, "() -> Void")
        guard case .closure(let closure)? = locals[4].initializer else { return XCTFail() }
        XCTAssertEqual(closure.captures.first?.specifier, "unowned")
        XCTAssertEqual(closure.parameters, [])
    }

    func testCaptureListForms() throws {
        let block = body("""
            run { [weak self, unowned(unsafe) other, self, x = self.y] a, b in
                a + b
            }
            run { (a: Int, b: String) -> Void in }
            run { [1, 2].count }
            run { _ in }
        """)
        let closures = block.allClosures
        XCTAssertEqual(closures.count, 4)
        XCTAssertEqual(closures[0].captures.map(\.specifier), ["weak", "unowned(unsafe)", nil, nil])
        XCTAssertEqual(closures[0].captures.map(\.name.text), ["self", "other", "self", "x"])
        XCTAssertNotNil(closures[0].captures[3].value)
        XCTAssertEqual(closures[0].parameters, ["a", "b"])
        XCTAssertEqual(closures[1].parameters, ["a", "b"])
        XCTAssertEqual(closures[2].captures.count, 0)
        XCTAssertEqual(closures[2].body.statements.count, 1)
        XCTAssertEqual(closures[3].parameters, ["_"])
    }

    func testControlFlow() throws {
        let block = body("""
            guard let presenter = presenter, case .ready(let value) = state else { return }
            if let x { use(x) } else if y { other() } else { fallback() }
            for item in items where item.isValid { process(item) }
            while running { step() }
            repeat { step() } while running
            switch state {
            case .a(let v):
                handle(v)
            case .b, .c:
                break
            @unknown default:
                fatalError()
            }
            do { try work() } catch let error as MyError { log(error) } catch { log(error) }
            defer { cleanup() }
            return value
            throw Failure.bad
        """)
        let kinds: [String] = block.statements.map {
            switch $0 {
            case .control(let control): return control.keyword.text
            case .defer: return "defer"
            case .jump(let keyword, _): return keyword.text
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["guard", "if", "for", "while", "repeat", "switch", "do", "defer", "return", "throw"])
        guard case .control(let guardStatement) = block.statements[0] else { return XCTFail() }
        XCTAssertEqual(guardStatement.conditions.count, 2)
        XCTAssertEqual(guardStatement.conditions[0].bindings.map(\.text), ["presenter"])
        XCTAssertEqual(guardStatement.conditions[1].bindings.map(\.text), ["value"])
        guard case .control(let ifStatement) = block.statements[1] else { return XCTFail() }
        XCTAssertEqual(ifStatement.blocks.count, 2)
        guard case .control(let nested)? = ifStatement.blocks[1].statements.first else { return XCTFail() }
        XCTAssertEqual(nested.blocks.count, 2)
        guard case .control(let forStatement) = block.statements[2] else { return XCTFail() }
        XCTAssertEqual(forStatement.conditions.first?.bindings.map(\.text), ["item"])
        XCTAssertEqual(forStatement.conditions.count, 2)
        guard case .control(let switchStatement) = block.statements[5] else { return XCTFail() }
        XCTAssertEqual(switchStatement.blocks.count, 3)
        XCTAssertEqual(switchStatement.blocks[0].statements.count, 1)
        // Each case's enum cases, at the top level of its patterns; none for `default`.
        XCTAssertEqual(switchStatement.caseLabels, [["a"], ["b", "c"], []])
        guard case .control(let doStatement) = block.statements[6] else { return XCTFail() }
        XCTAssertEqual(doStatement.blocks.count, 3)
        XCTAssertEqual(block.allCalls.compactMap { $0.name?.text },
                       ["use", "other", "fallback", "process", "step", "step", "handle", "fatalError", "work", "log",
                        "log", "cleanup"])
    }

    /// A reserved word in backticks is a plain name: `` `return`.reset() `` calls a method on a
    /// value named `return`; it returns nothing. Only the lexer's keywords start a control
    /// statement or a jump.
    func testABacktickedKeywordStartsAnExpressionNotAStatement() throws {
        let block = body("""
            `return`.reset()
            `if` = makeFlag()
            `for`(item)
            return done
        """)
        let kinds: [String] = block.statements.map {
            switch $0 {
            case .control(let control): return "control " + control.keyword.text
            case .jump(let keyword, _): return "jump " + keyword.text
            case .expression: return "expression"
            case .assignment: return "assignment"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["expression", "assignment", "expression", "jump return"])
        XCTAssertEqual(block.allCalls.compactMap { $0.name?.text }, ["reset", "makeFlag", "for"])
    }

    func testExpressionsAndLiterals() throws {
        let block = body("""
            let s = "a \\(x.name) b \\(format(y, style: .short))"
            let d: [String: Int] = ["a": 1, "b": compute()]
            let t = try? await load(from: url)!
            let k = a ?? b ? c : d
            let sub = items[0].children[safe: 1]?.name
            let cast = value as? Foo
            let sel = #selector(handleTap(_:))
            let generic = Observable<Int>.just(1)
            let path = \\Foo.bar
        """)
        XCTAssertEqual(block.statements.count, 9)
        let locals: [LocalDecl] = block.statements.compactMap { if case .local(let l) = $0 { return l } else { return nil } }
        guard case .string(let interpolations, _)? = locals[0].initializer else { return XCTFail() }
        XCTAssertEqual(interpolations.count, 2)
        guard case .collection(let elements, _)? = locals[1].initializer else { return XCTFail() }
        XCTAssertEqual(elements.count, 4)
        guard case .prefix(let tryOp, .prefix(let awaitOp, _))? = locals[2].initializer else { return XCTFail() }
        XCTAssertEqual(tryOp.text, "try?")
        XCTAssertEqual(awaitOp.text, "await")
        guard case .sequence(_, let operators)? = locals[3].initializer else { return XCTFail() }
        XCTAssertEqual(operators.map(\.text), ["??", "?", ":"])
        guard case .member(.postfix(.subscriptCall, _)?, let last)? = locals[4].initializer else {
            return XCTFail("\(String(describing: locals[4].initializer))")
        }
        XCTAssertEqual(last.text, "name")
        guard case .sequence(_, let castOps)? = locals[5].initializer else { return XCTFail() }
        XCTAssertEqual(castOps.map(\.text), ["as?"])
        XCTAssertEqual(locals[7].initializer?.callChain.names, ["just"])
        XCTAssertEqual(locals[7].initializer?.callChain.rootName, "Observable")
    }

    func testNestedDeclarationsAndIfConfig() throws {
        let block = body("""
            func helper() -> Int { 1 }
            struct Local { let x: Int }
            #if DEBUG
            debugOnly()
            #else
            releaseOnly()
            #endif
        """)
        XCTAssertEqual(block.statements.count, 4)
        guard case .declaration(.function(let helper)) = block.statements[0] else { return XCTFail() }
        XCTAssertEqual(helper.name.text, "helper")
        guard case .declaration(.type(let local)) = block.statements[1] else { return XCTFail() }
        XCTAssertEqual(local.name.text, "Local")
        XCTAssertEqual(block.allCalls.compactMap { $0.name?.text }, ["debugOnly", "releaseOnly"])
    }

    func testWalkVisitsClosureBodies() {
        let block = body("""
            a.b { c.d { e.f() } }
        """)
        var names: [String] = []
        block.walk { node in
            if case .expression(.call(let call)) = node, let name = call.name { names.append(name.text) }
            return true
        }
        XCTAssertEqual(names, ["b", "d", "f"])
    }

    func testInitializerRangeParses() throws {
        let file = parse("class A { let bag = DisposeBag(); lazy var x = make { $0.y } }")
        let properties = try XCTUnwrap(file.types.first).properties
        let initializer = try XCTUnwrap(properties[1].initializer)
        let block = BodyParser.parse(file.source, range: initializer)
        XCTAssertEqual(block.statements.count, 1)
        XCTAssertEqual(expression(block.statements.first)?.callChain.rootName, nil)
        guard case .call(let call)? = expression(block.statements.first) else { return XCTFail() }
        XCTAssertEqual(call.name?.text, "make")
        XCTAssertEqual(call.trailingClosures.count, 1)
    }

    func testForEachChildVisitsTheChildrenInOrder() throws {
        // One statement of each kind of expression: calls with arguments and trailing closures,
        // subscripts, captures with values, prefix and postfix operators, sequences, tuples,
        // collections, interpolated strings and what the parser keeps as `.other`.
        let file = parse("""
            func wrapper() {
                a.b(x, y: z) { [w = self.v] in w } more: { q }
                items[i, j]!
                !flag && -n + (m, k: p) ?? [r, s]
                "text \\(inner) \\(outer.value)"
                #selector(handle(_:))
                let first = 1, second = two()
            }
            """)
        let block = BodyParser.parse(file.source, range: try XCTUnwrap(file.functions.first?.body))
        func text(_ expr: Expr) -> String { file.source.text(Int(expr.range.start)..<Int(expr.range.end)) }
        var childrenByText: [String: [String]] = [:]
        var kinds: Set<String> = []
        block.walk { node in
            guard case .expression(let expr) = node else { return true }
            kinds.insert(String(describing: expr).prefix(while: { $0 != "(" }).description)
            var visited: [String] = []
            expr.forEachChild { visited.append(text($0)) }
            childrenByText[text(expr)] = visited
            return true
        }
        XCTAssertTrue(kinds.isSuperset(of: ["call", "closure", "member", "subscriptCall", "postfix", "prefix", "sequence",
                                            "tuple", "collection", "string", "identifier", "literal", "other"]), "\(kinds)")
        let expected: [String: [String]] = [
            "a.b(x, y: z) { [w = self.v] in w } more: { q }": ["a.b", "x", "z", "{ [w = self.v] in w }", "{ q }"],
            "a.b": ["a"],
            "{ [w = self.v] in w }": ["self.v"],
            "items[i, j]!": ["items[i, j]"],
            "items[i, j]": ["items", "i", "j"],
            "!flag && -n + (m, k: p) ?? [r, s]": ["!flag", "-n", "(m, k: p)", "[r, s]"],
            "!flag": ["flag"],
            "(m, k: p)": ["m", "p"],
            "[r, s]": ["r", "s"],
            "\"text \\(inner) \\(outer.value)\"": ["inner", "outer.value"],
            "flag": [],
        ]
        for (expression, children) in expected {
            XCTAssertEqual(childrenByText[expression], children, expression)
        }
        // `children` is the same list, as an array.
        let call = try XCTUnwrap(expression(block.statements.first))
        XCTAssertEqual(call.children.map(text), ["a.b", "x", "z", "{ [w = self.v] in w }", "{ q }"])
        // `let first = 1, second = two()` is two statements, appended in order.
        let locals = block.statements.compactMap { statement -> String? in
            if case .local(let local) = statement { return local.names.first?.text } else { return nil }
        }
        XCTAssertEqual(locals, ["first", "second"])
    }
}
