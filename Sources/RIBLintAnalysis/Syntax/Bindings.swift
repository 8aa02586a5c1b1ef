import RIBLintAST
import RIBLintLexer

/// What an expression names, as a body sees it: the stored property of the class, a local (a
/// `let`/`var`, a function or closure parameter), or something else.
public enum ValueRef: Sendable, Hashable {
    /// `x` (not a local or parameter of the body) or `self.x`.
    case property(String)
    /// A local, a function parameter or a closure parameter.
    case local(String)
    /// Anything else: `viewModel.bag`, `rx.disposeBag`, a call's result.
    case unknown
}

/// The one binding resolver: which value an expression names, seen through the spellings that do
/// not change it (`self.`, `self?.`, `self!.`, `x!`, `x?`, `&x`, `(x)`, `x as? T`).
/// Every rule and analysis asks it, so that "is this `self`?" and "which property is this?" have
/// one answer.
public enum Bindings {
    /// The expression without what leaves its value unchanged: `x!`, `x?`, `(x)`, `&x`,
    /// `x as? T`, `x as! T`, `x as T`.
    public static func unwrapped(_ expr: Expr) -> Expr {
        var current = expr
        // Bounded by the expression's depth, which the parser caps.
        while true {
            switch current {
            case .postfix(let inner, let op) where op.text == "?" || op.text == "!":
                current = inner
            case .prefix(let op, let inner) where op.text == "&":
                current = inner
            case .tuple(let arguments, _) where arguments.count == 1 && arguments[0].label == nil:
                current = arguments[0].value
            case .sequence(let operands, let operators)
            where operators.count == 1 && operands.count == 2 && castOperators.contains(operators[0].text):
                current = operands[0]
            default:
                return current
            }
        }
    }

    static let castOperators: Set<String> = ["as", "as?", "as!"]

    /// `self`, `self?`, `self!`, `(self)`.
    public static func isSelf(_ expr: Expr?) -> Bool {
        guard let expr, case .identifier(let name) = unwrapped(expr) else { return false }
        return name.text == "self"
    }

    /// `f(...)` or `self.f(...)` (`self?.f(...)`): a call of the class's own method.
    public static func isOwnMethodCall(_ callee: Expr) -> Bool {
        switch callee {
        case .identifier: return true
        case .member(let base?, _): return isSelf(base)
        default: return false
        }
    }

    /// The stored property's name when the expression is `self.x` (or `self?.x`, `self!.x`).
    public static func selfMember(_ expr: Expr) -> String? {
        guard case .member(let base?, let name) = unwrapped(expr), isSelf(base) else { return nil }
        return name.text
    }

    /// What an expression names; `locals` are the body's locals and parameters in scope (a bare
    /// name is a stored property unless it is one of them).
    public static func reference(_ expr: Expr, locals: Set<String>) -> ValueRef {
        let inner = unwrapped(expr)
        if case .identifier(let name) = inner {
            if name.text == "self" || name.text == "_" { return .unknown }
            return locals.contains(name.text) ? .local(name.text) : .property(name.text)
        }
        if let member = selfMember(inner) { return .property(member) }
        return .unknown
    }
}

/// Locals of one body that were bound from a stored property (`let old = current`,
/// `if let child = self.child`, `guard let detail`), so that a later use of the local is a use of
/// the property. The resolver behind "which stored property does this expression hold?".
public struct PropertyBindings {
    /// The class's stored properties: only these names resolve.
    public let stored: Set<String>
    /// Parameters of the body: they shadow properties of the same name.
    public let parameters: Set<String>
    /// Locals seen so far: the property each was bound from (nil for none), and whether it is a `var`.
    public private(set) var locals: [String: (property: String?, isVar: Bool)] = [:]

    public init(stored: Set<String>, parameters: Set<String>) {
        self.stored = stored
        self.parameters = parameters
    }

    public func isLocal(_ name: String) -> Bool { locals[name] != nil }

    /// Declares a local; `value` is what it was bound from (nil: nothing known).
    public mutating func bind(_ name: String, to value: Expr?, isVar: Bool = false) {
        locals[name] = (value.flatMap(property(of:)), isVar)
    }

    /// Declares a local bound from a known property (or none).
    public mutating func bind(_ name: String, toProperty property: String?, isVar: Bool = false) {
        locals[name] = (property, isVar)
    }

    /// The stored property an expression reads: `p`, `self.p`, `p!`, `(p as? T)`, or a local
    /// bound from one.
    public func property(of expr: Expr) -> String? {
        let inner = Bindings.unwrapped(expr)
        if case .identifier(let name) = inner {
            if let local = locals[name.text] { return local.property }
            if parameters.contains(name.text) { return nil }
            return stored.contains(name.text) ? name.text : nil
        }
        if let member = Bindings.selfMember(inner) { return stored.contains(member) ? member : nil }
        return nil
    }

    /// The stored property an assignment writes: `self.p = ...`, or `p = ...` where `p` is no
    /// local `var` (a `let` local cannot be assigned, so the name must be the property's).
    public func assignedProperty(_ target: Expr) -> String? {
        switch target {
        case .identifier(let name):
            if let local = locals[name.text], local.isVar { return nil }
            if parameters.contains(name.text) { return nil }
            return stored.contains(name.text) ? name.text : nil
        default:
            guard let member = Bindings.selfMember(target) else { return nil }
            return stored.contains(member) ? member : nil
        }
    }
}
