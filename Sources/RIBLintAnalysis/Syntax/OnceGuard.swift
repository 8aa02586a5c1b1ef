import RIBLintAST
import RIBLintLexer
import RIBLintModel

/// A body that does its work at most once per instance: it starts by returning when a stored
/// `Bool` flag has a value, and sets the flag to that value itself, while nothing else in the class
/// sets it back:
///
///     if didRoute { return }            // or `guard !didRoute else { return }`,
///     router?.routeToHome()             //    `if self.didRoute == true { return }`
///     didRoute = true
///
/// A view's `viewDidAppear` that tells its listener once, or a stream handler that routes on the
/// first value only, is then as good as code that runs at load.
public struct OnceGuard {
    /// The stored property and the value that makes the body return.
    public let flag: String
    public let blocking: Bool

    /// The guard a body starts with (after any `guard let self = self else { return }` and
    /// `super.viewDidAppear(animated)`), when it sets the flag to the blocking value somewhere in it.
    public static func of(_ block: Block, source: SourceBuffer) -> OnceGuard? {
        for statement in block.statements {
            if case .expression(.call(let call)) = statement, case .member(.identifier(let base)?, _) = call.callee,
               base.text == "super" {
                continue
            }
            guard case .control(let control) = statement else { return nil }
            if control.keyword.text == "guard", control.conditions.allSatisfy({ $0.isLet || !$0.bindings.isEmpty }) {
                continue  // `guard let self = self else { return }`
            }
            guard control.conditions.count == 1, control.blocks.count == 1, endsByReturning(control.blocks[0]),
                  let (flag, whenTrue) = flagTest(control.conditions[0], source: source) else { return nil }
            // `if <test> { return }` returns when the test holds; `guard <test> else { return }` when it fails.
            let found: OnceGuard
            switch control.keyword.text {
            case "if": found = OnceGuard(flag: flag, blocking: whenTrue)
            case "guard": found = OnceGuard(flag: flag, blocking: !whenTrue)
            default: return nil
            }
            return assigns(flag, found.blocking, in: block, source: source) ? found : nil
        }
        return nil
    }

    /// Whether any body of the class (its methods, initialisers and property accessors, closures
    /// in them included) sets the flag to the value that lets the guarded body run again. The
    /// property's initial value is not such a setting.
    public func isReopened(in type: TypeID, model: ProjectModel) -> Bool {
        for member in model.types[type].members {
            let source = model.files[member.file].source
            for range in member.decl.bodyRanges {
                if case .property(let property) = member.decl, property.initializer == range { continue }
                if OnceGuard.assigns(flag, !blocking, in: model.bodies.block(file: member.file, range: range), source: source) {
                    return true
                }
            }
        }
        return false
    }

    /// `flag`, `!flag`, `flag == true`, `flag != false` (also through `self.`): the flag and the
    /// value of the flag for which the test holds.
    private static func flagTest(_ condition: Condition, source: SourceBuffer) -> (String, Bool)? {
        guard condition.bindings.isEmpty, !condition.isLet else { return nil }
        switch condition.value {
        case .prefix(let op, let inner) where op.text == "!":
            return flagName(inner).map { ($0, false) }
        case .sequence(let operands, let operators) where operands.count == 2 && operators.count == 1:
            guard let flag = flagName(operands[0]), let value = boolLiteral(operands[1], source: source) else { return nil }
            switch operators[0].text {
            case "==": return (flag, value)
            case "!=": return (flag, !value)
            default: return nil
            }
        default:
            return flagName(condition.value).map { ($0, true) }
        }
    }

    private static func flagName(_ expr: Expr) -> String? {
        if case .identifier(let name) = expr, name.text != "self" { return name.text }
        return Bindings.selfMember(expr)
    }

    private static func boolLiteral(_ expr: Expr, source: SourceBuffer) -> Bool? {
        guard case .literal(let range) = expr else { return nil }
        let bytes = source.bytes
        guard Int(range.end) <= bytes.count else { return nil }
        let text = bytes[Int(range.start)..<Int(range.end)]
        if text.elementsEqual("true".utf8) { return true }
        if text.elementsEqual("false".utf8) { return false }
        return nil
    }

    private static func endsByReturning(_ block: Block) -> Bool {
        guard let last = block.statements.last, case .jump(let keyword, _) = last else { return false }
        return keyword.text == "return"
    }

    /// Whether the block sets `flag` to `value` anywhere (`flag = true`, `self.flag = true`).
    static func assigns(_ flag: String, _ value: Bool, in block: Block, source: SourceBuffer) -> Bool {
        var found = false
        block.walk { node in
            guard !found else { return false }
            if case .statement(.assignment(let assignment)) = node, assignment.op == "=",
               flagName(assignment.target) == flag, boolLiteral(assignment.value, source: source) == value {
                found = true
            }
            return true
        }
        return found
    }
}
