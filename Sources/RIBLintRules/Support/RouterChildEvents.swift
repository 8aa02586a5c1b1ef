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
        /// The index of that parameter.
        var parameterIndex: Int?
    }

    struct PropertyAssignment {
        var property: String
        var offset: UInt32
        /// The assigned value's local name (`self.detail = detail`), if it is one.
        var valueLocal: String?
        /// The stored property the assigned value reads (`current = blog`), if it is one.
        var valueProperty: String?
        /// `p = nil`.
        var isNil = false
    }

    /// A call of a function of the class (`f(x)`, `self.f(x)`).
    struct OwnCall {
        var name: String
        var offset: UInt32
        /// The stored property the first argument is (or was bound from), if any.
        var argumentProperty: String?
        /// Made inside a closure (a subscription's handler, a completion): it may run any number
        /// of times, later.
        var inClosure = false
    }

    let function: FunctionDecl
    /// The file of the function.
    let file: FileIndex
    /// The type that declares the function; nil for an extension of a framework class
    /// (`extension ViewableRouter { func detachWhenClosed(...) }`).
    let owner: TypeID?
    let isPrivate: Bool
    var attaches: [ChildCall] = []
    var detaches: [ChildCall] = []
    var assignments: [PropertyAssignment] = []
    /// Properties compared with `nil` or optionally bound in an `if`/`guard`/`while` condition,
    /// with the condition's offset.
    var nilChecks: [(property: String, offset: UInt32)] = []
    /// Offsets of conditions that read `children`.
    var childrenChecks: [UInt32] = []
    /// Calls of a plain or `self.`-qualified function name, with their offsets.
    var calls: [OwnCall] = []

    var name: String { function.name.text }

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

    /// The classes that attach and detach children: every router, and the interactors of RIBs
    /// without one (libraries such as ShortRibs route from the interactor with `attach(child:)`).
    static func routingClasses(_ model: ProjectModel) -> [TypeID] {
        let routers = model.types(withRole: .router)
        let routingInteractors = model.types(withRole: .interactor).filter { interactor in
            !model.hasRole(interactor, .router) && model.rib(containing: interactor).map { model[$0].router == nil } ?? true
        }
        return (routers + routingInteractors).filter { model.types[$0].kind == .class }
    }

    static let attachName = "attachChild"
    static let detachName = "detachChild"
    static let childLabel = "child"
    static let childrenName = "children"

    init(router: TypeID, model: ProjectModel) {
        self.router = router
        var properties: [String: PropertyDecl] = [:]
        var members = model.types[router].members
        var frameworkBases: Set<String> = []
        for superclass in model.types.superclassChain(of: router) {
            switch superclass {
            case .project(let id, _): members += model.types[id].members
            case .external(let ref): frameworkBases.insert(ref.name)
            }
        }
        for member in members {
            guard let property = member.property, !property.isComputed,
                  property.modifiers.isDisjoint(with: [.static, .class]), properties[property.name.text] == nil else { continue }
            properties[property.name.text] = property
        }
        storedProperties = properties
        let stored = Set(properties.keys)
        // Arrays, sets and dictionaries of child routers (`[ViewableRouting]`): the class's own
        // list of its children, as good as `children` for a guard.
        let childLists = Set(model.routerChildProperties(router).compactMap { member -> String? in
            guard let written = member.property?.type?.text,
                  written.hasPrefix("[") || TypeText.nominalName(written) == "Set" else { return nil }
            return member.name
        })
        var result: [RouterFunctionEvents] = []
        func collect(_ function: FunctionDecl, file: FileIndex, owner: TypeID?, isPrivate: Bool) {
            guard let block = model.block(of: function, in: file) else { return }
            var collector = Collector(stored: stored, childLists: childLists, source: model.files[file].source,
                                      parameters: Set(function.parameters.map(\.name)))
            collector.parameterOrder = function.parameters.map(\.name)
            collector.events = RouterFunctionEvents(function: function, file: file, owner: owner, isPrivate: isPrivate)
            collector.collect(block)
            result.append(collector.events!)
        }
        for member in members {
            guard let function = member.function else { continue }
            collect(function, file: member.file, owner: member.owner, isPrivate: member.access <= .fileprivate)
        }
        // The project's extensions of the framework class the router descends from
        // (`extension ViewableRouter { func detachWhenClosed(_ child: ViewableRouting) }`).
        for extensionInfo in model.types.foreignExtensions {
            guard let extended = extensionInfo.decl.extendedType, frameworkBases.contains(extended.name) else { continue }
            for case .function(let function) in extensionInfo.decl.members {
                collect(function, file: extensionInfo.file, owner: nil,
                        isPrivate: !function.modifiers.isDisjoint(with: [.private, .fileprivate]))
            }
        }
        functions = result
        var helpers: [String: Int] = [:]
        for function in result {
            for detach in function.detaches {
                if let index = detach.parameterIndex { helpers[function.name] = index }
            }
        }
        parameterDetachers = helpers
    }

    /// Functions that detach one of their parameters (`func close(_ child: Routing) {
    /// detachChild(child) }`), with the parameter's index: a call of one detaches its argument.
    let parameterDetachers: [String: Int]

    /// The functions declared by the router itself (body and extensions): the ones rules report in.
    var ownFunctions: [RouterFunctionEvents] { functions.filter { $0.owner == router } }

    /// Every call of `name` in the class, with the function that makes it.
    func callers(of name: String) -> [(caller: RouterFunctionEvents, offset: UInt32)] {
        functions.flatMap { events in events.calls.filter { $0.name == name }.map { (events, $0.offset) } }
    }

    /// Whether the class detaches what `property` holds: `detachChild(p)`, or a call of a helper
    /// that detaches its argument with `p` (`detachWhenClosed(p)`).
    func detaches(_ property: String) -> Bool {
        functions.contains { function in
            function.detaches.contains { $0.property == property }
                || function.calls.contains { $0.argumentProperty == property && parameterDetachers[$0.name] == 0 }
        }
    }

    /// The names of the functions that assign `property`, directly or through a function of the
    /// class they call (`routeToOffGame()` calls `attachOffGame()`, which sets `currentChild`).
    func functionsAssigning(_ property: String) -> Set<String> {
        withTheirCallers(Set(functions.filter { $0.assigns(property) }.map(\.name)))
    }

    /// The names of the functions that detach what `property` holds, directly or through a
    /// function of the class they call.
    func functionsDetaching(_ property: String) -> Set<String> {
        withTheirCallers(Set(functions.filter { function in
            function.detaches.contains { $0.property == property }
                || function.calls.contains { $0.argumentProperty == property && parameterDetachers[$0.name] == 0 }
        }.map(\.name)))
    }

    /// `names` and every function of the class that calls one of them, transitively (bounded, so
    /// that call cycles end).
    private func withTheirCallers(_ names: Set<String>) -> Set<String> {
        var result = names
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
    /// (an element of `children`, `$0`): such a call may detach any child. A helper's parameter
    /// counts too when the router declares the helper (whoever calls it may pass any child); a
    /// helper of a framework class's extension detaches only what the router passes it.
    var detachesAnyChild: Bool {
        functions.contains { function in
            function.detaches.contains { $0.property == nil && !($0.isParameter && function.owner == nil) }
        }
    }

    private struct Collector {
        let stored: Set<String>
        /// Stored collections of child routers.
        let childLists: Set<String>
        let source: SourceBuffer
        let parameters: Set<String>
        /// The parameters' names in order.
        var parameterOrder: [String] = []
        /// Locals bound from a parameter, with its name.
        var parameterAliases: [String: String] = [:]
        var events: RouterFunctionEvents?
        /// Local names seen so far: the stored property each was bound from (nil for none), and
        /// whether it is a `var`.
        var locals: [String: (property: String?, isVar: Bool)] = [:]

        var closureDepth = 0

        mutating func collect(_ block: Block) {
            block.walk { node in visit(node) }
        }

        private mutating func visit(_ node: SyntaxNode) -> Bool {
            if case .expression(.closure(let closure)) = node {
                for capture in closure.captures { capture.value?.walk { node in visit(node) } }
                for parameter in closure.parameters { locals[parameter] = (nil, false) }
                for capture in closure.captures { locals[capture.name.text] = (nil, false) }
                closureDepth += 1
                closure.body.walk { node in visit(node) }
                closureDepth -= 1
                return false
            }
            switch node {
            case .statement(.local(let local)):
                let property = local.names.count == 1 ? local.initializer.flatMap(resolve) : nil
                for name in local.names { locals[name.text] = (property, !local.isLet) }
            case .statement(.assignment(let assignment)):
                if assignment.op == "=", let property = assignedProperty(assignment.target) {
                    var valueLocal: String?
                    if case .identifier(let name) = assignment.value, locals[name.text] != nil { valueLocal = name.text }
                    events!.assignments.append(.init(property: property, offset: assignment.range.start, valueLocal: valueLocal,
                                                     valueProperty: resolve(assignment.value), isNil: isNil(assignment.value)))
                }
            case .statement(.control(let control)):
                // `for child in list` binds elements, not the property itself.
                let bindsProperty = control.keyword.text != "for"
                for condition in control.conditions { record(condition, bindsProperty: bindsProperty) }
            case .expression(.call(let call)):
                record(call)
            default:
                break
            }
            return true
        }

        private mutating func record(_ condition: Condition, bindsProperty: Bool) {
            let offset = condition.value.range.start
            if !condition.bindings.isEmpty {
                let property = bindsProperty && condition.bindings.count == 1 && condition.isLet ? resolve(condition.value) : nil
                if let property { events!.nilChecks.append((property, offset)) }
                // `guard let child = child` (or `guard let child`) of a parameter: still the parameter.
                let parameter = condition.bindings.count == 1 && condition.isLet ? parameterName(condition.value) : nil
                for binding in condition.bindings {
                    locals[binding.text] = (property, false)
                    parameterAliases[binding.text] = parameter
                }
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
                case .identifier(let name) where childLists.contains(name.text) && locals[name.text] == nil:
                    readsChildren = true
                case .member(let base, let name) where childLists.contains(name.text) && isSelf(base):
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
            events!.calls.append(.init(name: name.text, offset: name.offset,
                                       argumentProperty: call.arguments.first.flatMap { resolve($0.value) },
                                       inClosure: closureDepth > 0))
            // `attachChild(x)`, or the `attach(child: x)` of libraries whose interactors route.
            let isAttach = name.text == RouterChildEvents.attachName
                || (name.text == "attach" && call.arguments.first?.label?.text == RouterChildEvents.childLabel)
            let isDetach = name.text == RouterChildEvents.detachName
                || (name.text == "detach" && call.arguments.first?.label?.text == RouterChildEvents.childLabel)
            guard isAttach || isDetach,
                  let argument = call.arguments.first?.value ?? call.trailingClosures.first.map({ .closure($0.closure) }) else { return }
            var localName: String?
            if case .identifier(let local) = argument, locals[local.text] != nil { localName = local.text }
            var childCall = RouterFunctionEvents.ChildCall(name: name, property: resolve(argument), localName: localName)
            if let parameter = parameterName(argument) {
                childCall.isParameter = true
                childCall.parameterIndex = parameterOrder.firstIndex(of: parameter)
            }
            if isAttach {
                events!.attaches.append(childCall)
            } else {
                events!.detaches.append(childCall)
            }
        }

        /// The parameter an expression names: `child`, `child!`, or a local bound from it
        /// (`guard let child = child`).
        private func parameterName(_ expr: Expr) -> String? {
            switch expr {
            case .identifier(let name):
                if let alias = parameterAliases[name.text] { return alias }
                return locals[name.text] == nil && parameters.contains(name.text) ? name.text : nil
            case .postfix(let inner, let op) where op.text == "!" || op.text == "?":
                return parameterName(inner)
            default:
                return nil
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
