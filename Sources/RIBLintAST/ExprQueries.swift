import RIBLintLexer

extension Name {
    /// Offset one past the name's last byte as written (backticks excluded).
    var endOffset: UInt32 { offset &+ UInt32(text.utf8.count) }
}

extension Expr {
    /// The byte range the expression covers.
    public var range: SourceRange {
        switch self {
        case .identifier(let name):
            return SourceRange(name.offset, name.endOffset)
        case .member(let base, let name):
            let start = base?.range.start ?? (name.offset > 0 ? name.offset - 1 : 0)
            return SourceRange(start, name.endOffset)
        case .call(let call):
            return call.range
        case .subscriptCall(_, _, let range), .tuple(_, let range), .collection(_, let range), .literal(let range),
             .string(_, let range), .other(_, let range):
            return range
        case .closure(let closure):
            return closure.range
        case .postfix(let base, let op):
            // One `base.range` only: computing it twice doubles the cost at every level of a
            // postfix chain (`e?????...` took exponential time; found by the AST fuzzer).
            let baseRange = base.range
            return SourceRange(baseRange.start, Swift.max(baseRange.end, op.endOffset))
        case .prefix(let op, let operand):
            return SourceRange(op.offset, Swift.max(op.endOffset, operand.range.end))
        case .sequence(let operands, _):
            guard let first = operands.first, let last = operands.last else { return SourceRange(start: 0, end: 0) }
            return SourceRange(first.range.start, last.range.end)
        }
    }

    /// The expressions directly inside this one, in source order (trailing closures as
    /// `.closure`); statements of closure bodies are not included (see `walk`). The walks use
    /// `forEachChild`, which builds no array.
    public var children: [Expr] {
        var result: [Expr] = []
        forEachChild { result.append($0) }
        return result
    }

    /// Calls `body` with each expression directly inside this one, in source order (`children`
    /// without the array): the walks run this for every node of every body they visit.
    public func forEachChild(_ body: (Expr) -> Void) {
        switch self {
        case .identifier, .literal:
            return
        case .member(let base, _):
            if let base { body(base) }
        case .call(let call):
            body(call.callee)
            for argument in call.arguments { body(argument.value) }
            for trailing in call.trailingClosures { body(.closure(trailing.closure)) }
        case .subscriptCall(let base, let arguments, _):
            body(base)
            for argument in arguments { body(argument.value) }
        case .closure(let closure):
            for capture in closure.captures { if let value = capture.value { body(value) } }
        case .postfix(let base, _):
            body(base)
        case .prefix(_, let operand):
            body(operand)
        case .sequence(let operands, _):
            for operand in operands { body(operand) }
        case .tuple(let arguments, _):
            for argument in arguments { body(argument.value) }
        case .collection(let elements, _), .string(let elements, _), .other(let elements, _):
            for element in elements { body(element) }
        }
    }

    /// Visits this expression and everything nested in it, closure bodies included, depth
    /// first in source order. Return false from `visit` to skip a node's children.
    public func walk(_ visit: (SyntaxNode) -> Bool) {
        SyntaxNode.walk(expr: self, visit)
    }

    /// The call chain this expression ends: `a.b(x).c { }.d(y)` gives root `a` and links `b`,
    /// `c`, `d`. The root is the innermost expression that is not a member access, a call of
    /// a member, or a postfix `?`/`!` (an identifier, `self`, a call of a free function, ...).
    /// Links are in source order.
    public var callChain: CallChain {
        var links: [CallChain.Link] = []
        var current = self
        var loops = 0
        func isOptionalBase(_ base: Expr?) -> Bool {
            if case .postfix(_, let op)? = base { return op.text == "?" }
            return false
        }
        while loops < 100_000 {
            loops += 1
            switch current {
            case .call(let call):
                if case .member(let base, let name) = call.callee {
                    links.append(CallChain.Link(name: name, call: call, isOptionalChained: isOptionalBase(base)))
                    guard let base else { return CallChain(root: nil, links: links.reversed()) }
                    current = base
                    continue
                }
                if case .postfix(let inner, _) = call.callee, case .member = inner {
                    // `delegate?.method?()`: treat like a member call.
                    current = .call(Call(callee: inner, arguments: call.arguments,
                                         trailingClosures: call.trailingClosures, range: call.range))
                    continue
                }
                return CallChain(root: current, links: links.reversed())
            case .member(let base, let name):
                links.append(CallChain.Link(name: name, call: nil, isOptionalChained: isOptionalBase(base)))
                guard let base else { return CallChain(root: nil, links: links.reversed()) }
                current = base
            case .postfix(let base, let op) where op.text == "?" || op.text == "!":
                current = base
            default:
                return CallChain(root: current, links: links.reversed())
            }
        }
        return CallChain(root: current, links: links.reversed())
    }

    /// For `.identifier`, its name; for `.member`, the member name.
    public var name: Name? {
        switch self {
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }
}

/// A flattened call chain (see `Expr.callChain`).
public struct CallChain: Sendable {
    public struct Link: Sendable {
        /// The member name (`subscribe`, `disposeOnDeactivate`); its offset is where a finding points.
        public var name: Name
        /// The call when the member is called (`b(x)`, `c { }`); nil for a plain member access.
        public var call: Call?
        /// Reached through `?.`.
        public var isOptionalChained: Bool

        public var arguments: [Argument] { call?.arguments ?? [] }
        public var trailingClosures: [(label: Name?, closure: Closure)] { call?.trailingClosures ?? [] }
        /// Closures passed as arguments or trailing closures, in source order.
        public var closures: [Closure] {
            arguments.compactMap { if case .closure(let closure) = $0.value { return closure } else { return nil } }
                + trailingClosures.map(\.closure)
        }
    }

    /// `nil` for a chain starting with an implicit member (`.just(1).map { }`).
    public var root: Expr?
    public var links: [Link]

    /// Link names in order: `["subscribe", "disposeOnDeactivate"]`.
    public var names: [String] { links.map(\.name.text) }

    /// The root's identifier text when it is one (`self`, `stream`), else nil.
    public var rootName: String? {
        if case .identifier(let name)? = root { return name.text }
        return nil
    }
}

extension Call {
    /// The called function or member's name: `subscribe` in `x.subscribe(...)`, `print` in
    /// `print(x)`; nil when the callee is itself a call, closure, ...
    public var name: Name? {
        switch callee {
        case .identifier(let name): return name
        case .member(_, let name): return name
        case .postfix(let inner, _): return inner.name
        default: return nil
        }
    }

    /// Closures passed as arguments and trailing closures, in source order.
    public var closures: [Closure] {
        arguments.compactMap { if case .closure(let closure) = $0.value { return closure } else { return nil } }
            + trailingClosures.map(\.closure)
    }

    /// The argument with this label.
    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label?.text == label }
    }
}

/// A node visited by `walk`.
public enum SyntaxNode {
    case statement(Statement)
    case expression(Expr)

    static func walk(expr: Expr, _ visit: (SyntaxNode) -> Bool) {
        guard visit(.expression(expr)) else { return }
        if case .closure(let closure) = expr {
            for capture in closure.captures {
                if let value = capture.value { walk(expr: value, visit) }
            }
            walk(statements: closure.body.statements, visit)
            return
        }
        expr.forEachChild { walk(expr: $0, visit) }
    }

    static func walk(statements: [Statement], _ visit: (SyntaxNode) -> Bool) {
        for statement in statements { walk(statement: statement, visit) }
    }

    static func walk(statement: Statement, _ visit: (SyntaxNode) -> Bool) {
        guard visit(.statement(statement)) else { return }
        switch statement {
        case .expression(let expr):
            walk(expr: expr, visit)
        case .assignment(let assignment):
            walk(expr: assignment.target, visit)
            walk(expr: assignment.value, visit)
        case .local(let local):
            if let initializer = local.initializer { walk(expr: initializer, visit) }
            if let block = local.accessorBlock { walk(statements: block.statements, visit) }
        case .control(let control):
            for condition in control.conditions { walk(expr: condition.value, visit) }
            for block in control.blocks { walk(statements: block.statements, visit) }
        case .defer(let block):
            walk(statements: block.statements, visit)
        case .jump(_, let value):
            if let value { walk(expr: value, visit) }
        case .declaration:
            break
        }
    }
}

extension Block {
    /// Visits every statement and expression in the block, closure bodies included, depth
    /// first in source order. Return false from `visit` to skip a node's children.
    /// Nested declarations are visited as statements but their bodies are not parsed.
    public func walk(_ visit: (SyntaxNode) -> Bool) {
        SyntaxNode.walk(statements: statements, visit)
    }

    /// Every call in the block (closure bodies included), outermost first.
    public var allCalls: [Call] {
        var calls: [Call] = []
        walk { node in
            if case .expression(.call(let call)) = node { calls.append(call) }
            return true
        }
        return calls
    }

    /// Every closure in the block (argument and trailing closures), outermost first.
    public var allClosures: [Closure] {
        var closures: [Closure] = []
        walk { node in
            if case .expression(.closure(let closure)) = node { closures.append(closure) }
            return true
        }
        return closures
    }
}

extension Statement {
    public func walk(_ visit: (SyntaxNode) -> Bool) {
        SyntaxNode.walk(statement: self, visit)
    }
}
