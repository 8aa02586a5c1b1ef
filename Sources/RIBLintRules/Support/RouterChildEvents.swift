import RIBLintAST
import RIBLintLexer
import RIBLintModel

/// What one function of a router does with its children, in source order: which stored property
/// each `attachChild` / `detachChild` argument comes from, which properties it assigns, which
/// properties it nil-checks, whether it looks at `children`, and which functions it calls.
/// Shared by `leak/retained-after-detach` and `leak/child-never-detached`.
struct RouterFunctionEvents {
    struct ChildCall {
        /// The `attachChild` / `detachChild` name (where findings point).
        var name: Name
        /// The stored property the argument is (`p`, `self.p`, `p!`) or was bound from
        /// (`if let x = p`, `guard let p`, `let x = p`); nil when it is none (a fresh value,
        /// `$0`, a parameter, an element of `children`).
        var property: String?
        /// The argument when it is a plain local name (`attachChild(detail)`).
        var localName: String?
        /// The argument is a parameter of the function (a helper such as `attach(_ child:)`).
        var isParameter = false
    }

    struct PropertyAssignment {
        var property: String
        var offset: UInt32
        /// The assigned value's local name (`self.detail = detail`), if it is one.
        var valueLocal: String?
    }

    let function: FunctionDecl
    let member: TypeMember
    var attaches: [ChildCall] = []
    var detaches: [ChildCall] = []
    var assignments: [PropertyAssignment] = []
    /// Properties compared with `nil` or optionally bound in an `if`/`guard`/`while` condition,
    /// with the condition's offset.
    var nilChecks: [(property: String, offset: UInt32)] = []
    /// Offsets of conditions that read `children`.
    var childrenChecks: [UInt32] = []
    /// Calls of a plain or `self.`-qualified function name, with their offsets.
    var calls: [(name: String, offset: UInt32)] = []

    var name: String { function.name.text }
    var isPrivate: Bool { member.access <= .fileprivate }

    /// Whether `property` is assigned anywhere in the function (`p = nil`, `p = fresh`).
    func assigns(_ property: String) -> Bool { assignments.contains { $0.property == property } }

    func assigns(_ property: String, after offset: UInt32) -> Bool {
        assignments.contains { $0.property == property && $0.offset > offset }
    }
}

/// The events of every function of a router class (declaration and extensions) and of its
/// project superclasses (a base router's `detachCurrentChild()` detaches for its subclasses too).
struct RouterChildEvents {
    /// Every function, the router's own first.
    let functions: [RouterFunctionEvents]
    let router: TypeID
    /// Stored properties of the router and its project superclasses, by name.
    let storedProperties: [String: PropertyDecl]

    static let attachName = "attachChild"
    static let detachName = "detachChild"
    static let childrenName = "children"

    init(router: TypeID, model: ProjectModel) {
        self.router = router
        var properties: [String: PropertyDecl] = [:]
        var members = model.types[router].members
        for case .project(let superclass, _) in model.types.superclassChain(of: router) {
            members += model.types[superclass].members
        }
        for member in members {
            guard let property = member.property, !property.isComputed,
                  property.modifiers.isDisjoint(with: [.static, .class]), properties[property.name.text] == nil else { continue }
            properties[property.name.text] = property
        }
        storedProperties = properties
        let stored = Set(properties.keys)
        var result: [RouterFunctionEvents] = []
        for member in members {
            guard let function = member.function, let block = model.block(of: function, in: member.file) else { continue }
            var collector = Collector(stored: stored, source: model.files[member.file].source,
                                      parameters: Set(function.parameters.map(\.name)))
            collector.events = RouterFunctionEvents(function: function, member: member)
            collector.collect(block)
            result.append(collector.events!)
        }
        functions = result
    }

    /// The functions declared by the router itself (body and extensions): the ones rules report in.
    var ownFunctions: [RouterFunctionEvents] { functions.filter { $0.member.owner == router } }

    /// Every call of `name` in the class, with the function that makes it.
    func callers(of name: String) -> [(caller: RouterFunctionEvents, offset: UInt32)] {
        functions.flatMap { events in events.calls.filter { $0.name == name }.map { (events, $0.offset) } }
    }

    /// The names of the functions that assign `property`, directly or through a function of the
    /// class they call (`routeToOffGame()` calls `attachOffGame()`, which sets `currentChild`).
    func functionsAssigning(_ property: String) -> Set<String> {
        var result = Set(functions.filter { $0.assigns(property) }.map(\.name))
        var changed = !result.isEmpty
        var rounds = 0
        while changed && rounds < 16 {
            changed = false
            rounds += 1
            for function in functions where !result.contains(function.name) {
                if function.calls.contains(where: { result.contains($0.name) }) {
                    result.insert(function.name)
                    changed = true
                }
            }
        }
        return result
    }

    /// Whether `function` assigns `property` after `offset`, itself or through a call.
    func assigns(_ property: String, in function: RouterFunctionEvents, after offset: UInt32, assigning: Set<String>) -> Bool {
        function.assigns(property, after: offset)
            || function.calls.contains { $0.offset > offset && assigning.contains($0.name) }
    }

    /// Whether some `detachChild` in the class takes a value that is not a known stored property
    /// (an element of `children`, `$0`, a parameter): such a call may detach any child.
    var detachesAnyChild: Bool { functions.contains { $0.detaches.contains { $0.property == nil } } }

    func detaches(_ property: String) -> Bool {
        functions.contains { $0.detaches.contains { $0.property == property } }
    }

    private struct Collector {
        let stored: Set<String>
        let source: SourceBuffer
        let parameters: Set<String>
        var events: RouterFunctionEvents?
        /// Local names seen so far: the stored property each was bound from (nil for none), and
        /// whether it is a `var`.
        var locals: [String: (property: String?, isVar: Bool)] = [:]

        mutating func collect(_ block: Block) {
            block.walk { node in
                visit(node)
                return true
            }
        }

        private mutating func visit(_ node: SyntaxNode) {
            switch node {
            case .statement(.local(let local)):
                let property = local.names.count == 1 ? local.initializer.flatMap(resolve) : nil
                for name in local.names { locals[name.text] = (property, !local.isLet) }
            case .statement(.assignment(let assignment)):
                if assignment.op == "=", let property = assignedProperty(assignment.target) {
                    var valueLocal: String?
                    if case .identifier(let name) = assignment.value, locals[name.text] != nil { valueLocal = name.text }
                    events!.assignments.append(.init(property: property, offset: assignment.range.start, valueLocal: valueLocal))
                }
            case .statement(.control(let control)):
                // `for child in list` binds elements, not the property itself.
                let bindsProperty = control.keyword.text != "for"
                for condition in control.conditions { record(condition, bindsProperty: bindsProperty) }
            case .expression(.closure(let closure)):
                for parameter in closure.parameters { locals[parameter] = (nil, false) }
                for capture in closure.captures { locals[capture.name.text] = (nil, false) }
            case .expression(.call(let call)):
                record(call)
            default:
                break
            }
        }

        private mutating func record(_ condition: Condition, bindsProperty: Bool) {
            let offset = condition.value.range.start
            if !condition.bindings.isEmpty {
                let property = bindsProperty && condition.bindings.count == 1 && condition.isLet ? resolve(condition.value) : nil
                if let property { events!.nilChecks.append((property, offset)) }
                for binding in condition.bindings { locals[binding.text] = (property, false) }
            }
            var readsChildren = false
            var checked: [String] = []
            condition.value.walk { node in
                guard case .expression(let expr) = node else { return true }
                switch expr {
                case .identifier(let name) where name.text == RouterChildEvents.childrenName:
                    readsChildren = true
                case .member(let base, let name) where name.text == RouterChildEvents.childrenName && isSelf(base):
                    readsChildren = true
                case .sequence(let operands, let operators):
                    for (index, op) in operators.enumerated()
                    where index + 1 < operands.count && ["==", "!=", "===", "!=="].contains(op.text) {
                        let left = operands[index], right = operands[index + 1]
                        if isNil(right), let property = resolve(left) { checked.append(property) }
                        if isNil(left), let property = resolve(right) { checked.append(property) }
                    }
                case .closure:
                    return false
                default:
                    break
                }
                return true
            }
            if readsChildren { events!.childrenChecks.append(offset) }
            for property in checked { events!.nilChecks.append((property, offset)) }
        }

        private mutating func record(_ call: Call) {
            guard let name = call.name, isOwnCall(call.callee) else { return }
            events!.calls.append((name.text, name.offset))
            guard name.text == RouterChildEvents.attachName || name.text == RouterChildEvents.detachName,
                  let argument = call.arguments.first?.value ?? call.trailingClosures.first.map({ .closure($0.closure) }) else { return }
            var localName: String?
            if case .identifier(let local) = argument, locals[local.text] != nil { localName = local.text }
            var childCall = RouterFunctionEvents.ChildCall(name: name, property: resolve(argument), localName: localName)
            if case .identifier(let value) = argument, locals[value.text] == nil, parameters.contains(value.text) {
                childCall.isParameter = true
            }
            if name.text == RouterChildEvents.attachName {
                events!.attaches.append(childCall)
            } else {
                events!.detaches.append(childCall)
            }
        }

        /// `f(...)` or `self.f(...)`: a call of the class's own function.
        private func isOwnCall(_ callee: Expr) -> Bool {
            switch callee {
            case .identifier: return true
            case .member(let base, _): return base.map(isSelf) ?? false
            default: return false
            }
        }

        private func isSelf(_ expr: Expr?) -> Bool {
            if case .identifier(let name)? = expr { return name.text == "self" }
            return false
        }

        /// The stored property an expression reads: `p`, `self.p`, `p!`, `p?`, or a local bound from one.
        func resolve(_ expr: Expr) -> String? {
            switch expr {
            case .identifier(let name):
                if let local = locals[name.text] { return local.property }
                if parameters.contains(name.text) { return nil }
                return stored.contains(name.text) ? name.text : nil
            case .member(let base, let name):
                return isSelf(base) && stored.contains(name.text) ? name.text : nil
            case .postfix(let inner, let op) where op.text == "!" || op.text == "?":
                return resolve(inner)
            case .tuple(let arguments, _) where arguments.count == 1 && arguments[0].label == nil:
                return resolve(arguments[0].value)
            case .sequence(let operands, let operators)
            where operators.count == 1 && operands.count == 2 && ["as?", "as!", "as"].contains(operators[0].text):
                // `current as? FooRouting`: still the child the property holds.
                return resolve(operands[0])
            default:
                return nil
            }
        }

        /// The stored property an assignment writes: `self.p = ...`, or `p = ...` where `p` is no
        /// local `var` (a `let` local cannot be assigned, so the name must be the property's).
        private func assignedProperty(_ target: Expr) -> String? {
            switch target {
            case .identifier(let name):
                if let local = locals[name.text], local.isVar { return nil }
                if parameters.contains(name.text) { return nil }
                return stored.contains(name.text) ? name.text : nil
            case .member(let base, let name):
                return isSelf(base) && stored.contains(name.text) ? name.text : nil
            default:
                return nil
            }
        }

        private func isNil(_ expr: Expr) -> Bool {
            guard case .literal(let range) = expr, range.end == range.start + 3 else { return false }
            let bytes = source.bytes
            let start = Int(range.start)
            return start + 3 <= bytes.count && bytes[start] == UInt8(ascii: "n") && bytes[start + 1] == UInt8(ascii: "i")
                && bytes[start + 2] == UInt8(ascii: "l")
        }
    }
}
