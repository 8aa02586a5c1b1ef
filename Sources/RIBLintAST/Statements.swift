import RIBLintLexer

/// A `{ ... }` body parsed into statements: what the rules need, not a full Swift grammar.
public struct Block: Sendable {
    public var statements: [Statement]
    /// Including the braces.
    public var range: SourceRange
    /// Where the body first nested too deeply to be built (see `StatementParser.maxTreeDepth`):
    /// what lies deeper is kept as `.other` and not analysed. Set on the body's outermost block.
    public var truncatedAt: UInt32?
    public init(statements: [Statement], range: SourceRange, truncatedAt: UInt32? = nil) {
        self.statements = statements
        self.range = range
        self.truncatedAt = truncatedAt
    }
}

/// The two cases whose payload is one reference (an expression, a declaration) are stored in
/// place, the others in a box: a statement stays 8 bytes and the commonest kind, a call, needs
/// no box of its own (`testStatementsAndExpressionsStayOneWord`).
public enum Statement: Sendable {
    /// An expression used as a statement: a call chain, `_ = ...` is an assignment instead.
    case expression(Expr)
    /// `x = e`, `self.x = e`, `_ = e`, and compound forms (`+=`, `??=` ...): see `op`.
    indirect case assignment(Assignment)
    /// `let x = e`, `var (a, b): T = e`, `guard let`-free local bindings.
    indirect case local(LocalDecl)
    /// `if`, `guard`, `while`, `repeat`, `for`, `switch`, `do` (with `catch` blocks).
    indirect case control(ControlStatement)
    indirect case `defer`(Block)
    /// `return e`, `throw e`, `break`, `continue`, `fallthrough` (keyword kept).
    indirect case jump(keyword: Name, value: Expr?)
    /// A nested function or type declared inside a body.
    case declaration(MemberDecl)
}

public struct Assignment: Sendable {
    public var target: Expr
    /// `=`, `+=`, `??=`, ...
    public var op: String
    public var value: Expr
    public var range: SourceRange
    public init(target: Expr, op: String, value: Expr, range: SourceRange) {
        self.target = target
        self.op = op
        self.value = value
        self.range = range
    }
}

public struct LocalDecl: Sendable {
    public var isLet: Bool
    /// The bound names (one for `let x`, several for a tuple pattern).
    public var names: [Name]
    public var type: TypeRef?
    public var initializer: Expr?
    /// Accessor / observer block of a local computed variable.
    public var accessorBlock: Block?
    public var modifiers: Modifiers
    public var range: SourceRange
    public init(isLet: Bool, names: [Name], type: TypeRef?, initializer: Expr?, accessorBlock: Block? = nil,
                modifiers: Modifiers = [], range: SourceRange) {
        self.isLet = isLet
        self.names = names
        self.type = type
        self.initializer = initializer
        self.accessorBlock = accessorBlock
        self.modifiers = modifiers
        self.range = range
    }
}

/// A condition of `if`/`guard`/`while`: an expression, or an optional binding / pattern
/// (`let x = e`, `case .a(let y) = e`) whose bound names and value are kept.
public struct Condition: Sendable {
    public var bindings: [Name]
    public var isLet: Bool
    public var value: Expr
    public init(bindings: [Name], isLet: Bool, value: Expr) {
        self.bindings = bindings
        self.isLet = isLet
        self.value = value
    }
}

public struct ControlStatement: Sendable {
    /// `if`, `guard`, `while`, `repeat`, `for`, `switch`, `do`.
    public var keyword: Name
    /// The conditions of `if`/`guard`/`while`, the sequence of `for ... in seq`, the subject of
    /// `switch`, the condition after `repeat { } while`.
    public var conditions: [Condition]
    /// In source order: the `then` block and any `else` / `else if` blocks (an `else if`
    /// becomes a block holding one nested `if`), each `case` body of a `switch`, the
    /// `do` block and each `catch` block.
    public var blocks: [Block]
    public var range: SourceRange
    /// For a `switch`, per block, the enum cases its label names (`case .open(let x), .retry:`
    /// -> `["open", "retry"]`); empty for `default` and for other statements.
    public var caseLabels: [[String]]
    public init(keyword: Name, conditions: [Condition], blocks: [Block], range: SourceRange, caseLabels: [[String]] = []) {
        self.keyword = keyword
        self.conditions = conditions
        self.blocks = blocks
        self.range = range
        self.caseLabels = caseLabels
    }
}

/// An expression, shaped for the questions rules ask: what a call chain is rooted at, what
/// it calls in which order, which closures it holds and what they capture.
public indirect enum Expr: Sendable {
    /// `foo`, `self`, `super`, `Foo`, `$0`, `Self`.
    case identifier(Name)
    /// `base.name`; `base` is `nil` for an implicit member (`.foo`).
    case member(base: Expr?, name: Name)
    /// `callee(args) { trailing }`.
    case call(Call)
    /// `base[args]`.
    case subscriptCall(base: Expr, arguments: [Argument], range: SourceRange)
    case closure(Closure)
    /// `e?`, `e!`, postfix operators.
    case postfix(Expr, op: Name)
    /// `&e`, `!e`, `-e`, `try e`, `try? e`, `await e` (op is the keyword or operator).
    case prefix(op: Name, Expr)
    /// Operands joined by binary operators (including `??`, `as`, `is`, ternary `? :`), left
    /// to right, without precedence: `operators.count == operands.count - 1`.
    case sequence(operands: [Expr], operators: [Name])
    /// `(a, b: c)`; a parenthesised expression is a one-element tuple without a label.
    case tuple([Argument], range: SourceRange)
    /// `[a, b]` and `[k: v]` (keys and values in order).
    case collection([Expr], range: SourceRange)
    /// A number, `nil`, `true`, `false`, `#file` ...; strings are `.string`.
    case literal(SourceRange)
    /// A string literal; interpolated expressions are kept.
    case string(interpolations: [Expr], range: SourceRange)
    /// Anything the builder does not model (`#selector(...)`, key paths, `if` expressions ...),
    /// with the sub-expressions it found inside, so that closures and calls stay visible.
    case other(children: [Expr], range: SourceRange)
}

public struct Argument: Sendable {
    public var label: Name?
    public var value: Expr
    public init(label: Name?, value: Expr) {
        self.label = label
        self.value = value
    }
}

public struct Call: Sendable {
    public var callee: Expr
    public var arguments: [Argument]
    /// The first trailing closure has `label == nil`; further ones carry their labels.
    public var trailingClosures: [(label: Name?, closure: Closure)]
    public var range: SourceRange
    public init(callee: Expr, arguments: [Argument], trailingClosures: [(label: Name?, closure: Closure)] = [], range: SourceRange) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.range = range
    }
}

public struct Capture: Sendable {
    /// `weak`, `unowned`, `unowned(safe)`, `unowned(unsafe)`, or `nil` (strong).
    public var specifier: String?
    public var name: Name
    /// `[x = self.y]`: the captured expression; `nil` for `[x]`.
    public var value: Expr?
    public init(specifier: String?, name: Name, value: Expr?) {
        self.specifier = specifier
        self.name = name
        self.value = value
    }
}

public struct Closure: Sendable {
    public var captures: [Capture]
    /// Parameter names (`$0`-style closures have none).
    public var parameters: [String]
    public var body: Block
    public var range: SourceRange
    public init(captures: [Capture], parameters: [String], body: Block, range: SourceRange) {
        self.captures = captures
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}
