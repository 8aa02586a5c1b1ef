import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel

/// What one function of a router does with its children, in source order: which stored property
/// each `attachChild` / `detachChild` argument comes from, which properties it assigns, which
/// properties it nil-checks, whether it looks at `children`, and which functions it calls.
/// Shared by `leak/retained-after-detach` and `leak/child-never-detached`.
public struct RouterFunctionEvents {
    public struct ChildCall {
        /// The `attachChild` / `detachChild` name (where findings point).
        public var name: Name
        /// The stored property the argument is (`p`, `self.p`, `p!`) or was bound from
        /// (`if let x = p`, `guard let p`, `let x = p`); nil when it is none (a fresh value,
        /// `$0`, a parameter, an element of `children`).
        public var property: String?
        /// The argument when it is a plain local name (`attachChild(detail)`).
        public var localName: String?
        /// The argument is a parameter of the function (a helper such as `attach(_ child:)`).
        public var isParameter = false
        /// The index of that parameter.
        public var parameterIndex: Int?
        /// For an attach, the stored property whose child it takes again when the property holds
        /// one: the argument is a local bound to `p ?? <anything else>`
        /// (`let list = self.list ?? listBuilder.build()`).
        public var reusedProperty: String?
        /// Made inside a closure (a completion): it may run later, or never.
        public var inClosure = false
        /// The argument is the router itself (`detachChild(self)`): never one of its own children.
        public var isSelf = false
    }

    public struct PropertyAssignment {
        public var property: String
        public var offset: UInt32
        /// The assigned value's local name (`self.detail = detail`), if it is one.
        public var valueLocal: String?
        /// The stored property the assigned value reads (`current = blog`), if it is one.
        public var valueProperty: String?
        /// `p = nil`.
        public var isNil = false
        /// Made inside a closure (a completion): it may run later, or never.
        public var inClosure = false
        /// The builder property that made the assigned value (`loggedOutBuilder` for
        /// `let loggedOut = loggedOutBuilder.build(...)` ... `current = loggedOut`), if it did.
        public var builder: String?
        /// A statement of the function's body itself, not nested in a branch, a loop or a closure:
        /// it runs before everything after it.
        public var isTopLevel = false
    }

    /// A call of a function of the class (`f(x)`, `self.f(x)`).
    public struct OwnCall {
        public var name: String
        public var offset: UInt32
        /// The stored property the first argument is (or was bound from), if any.
        public var argumentProperty: String?
        /// The index of the calling function's parameter the first argument is, if it is one.
        public var argumentParameterIndex: Int?
        /// Made inside a closure (a subscription's handler, a completion): it may run any number
        /// of times, later.
        public var inClosure = false
        /// The enum case the first argument names (`request(.openSettings)`), if it names one.
        public var argumentCase: String?
        /// Made in a `case` of a `switch` over a parameter of the function: the cases of that
        /// label (`case .openSettings:` -> `["openSettings"]`). The call runs only when the
        /// function is called with one of them. Nil elsewhere (and for `default`).
        public var dispatchCases: [String]?
        /// The local the first argument is (`detachWhenClosed(child: router)` after
        /// `let router = builder.build()`), if it is one.
        public var argumentLocal: String?
        /// A statement of the function's body itself, in no branch, loop or closure: it runs
        /// whenever the function does, before the statements after it.
        public var isTopLevel = false
    }

    public let function: FunctionDecl
    /// The file of the function.
    public let file: FileIndex
    /// The type that declares the function; nil for an extension of a framework class
    /// (`extension ViewableRouter { func detachWhenClosed(...) }`).
    public let owner: TypeID?
    public let isPrivate: Bool
    public var attaches: [ChildCall] = []
    public var detaches: [ChildCall] = []
    public var assignments: [PropertyAssignment] = []
    /// Properties compared with `nil` or optionally bound in an `if`/`guard`/`while` condition,
    /// with the condition's offset.
    public var nilChecks: [(property: String, offset: UInt32)] = []
    /// Offsets of conditions that read `children`.
    public var childrenChecks: [UInt32] = []
    /// Calls of a plain or `self.`-qualified function name, with their offsets.
    public var calls: [OwnCall] = []
    /// Names of methods called, outside closures, on a local that holds what a builder's `build`
    /// returned in this function (`let tabs = tabsBuilder.build(...); tabs.attachTabs()`): each
    /// such call reaches a router instance made for it.
    public var freshChildCalls: [String] = []
    /// Names of methods called on any other value but `self` (a stored router, a parameter): a
    /// name also called this way is no set-up step of a fresh router.
    public var otherReceiverCalls: [String] = []

    public var name: String { function.name.text }

    /// Whether `property` is assigned anywhere in the function (`p = nil`, `p = fresh`).
    public func assigns(_ property: String) -> Bool { assignments.contains { $0.property == property } }

    public func assigns(_ property: String, after offset: UInt32) -> Bool {
        assignments.contains { $0.property == property && $0.offset > offset }
    }

    /// The properties this function surely leaves nil, with their child detached: it detaches the
    /// property's child and its last assignment of the property sets it to nil, both outside
    /// closures, and no call after that is to a function that sets the property (`settingFunctions`:
    /// function name -> the properties it sets to a child).
    public func clearedProperties(settingFunctions: [String: Set<String>]) -> Set<String> {
        var cleared: Set<String> = []
        for detach in detaches where !detach.inClosure {
            guard let property = detach.property, !cleared.contains(property) else { continue }
            let own = assignments.filter { $0.property == property }
            guard let last = own.max(by: { $0.offset < $1.offset }), last.isNil, !own.contains(where: \.inClosure),
                  last.offset > detach.name.offset,
                  !calls.contains(where: { $0.offset > last.offset && settingFunctions[$0.name]?.contains(property) == true })
            else { continue }
            cleared.insert(property)
        }
        return cleared
    }
}

/// The events of every function of a router class (declaration and extensions) and of its
/// project superclasses (a base router's `detachCurrentChild()` detaches for its subclasses too).
public struct RouterChildEvents {
    /// Every function, the router's own first.
    public let functions: [RouterFunctionEvents]
    public let router: TypeID
    /// Stored properties of the router and its project superclasses, by name.
    public let storedProperties: [String: PropertyDecl]

    /// The classes that attach and detach children: every router, and the interactors of RIBs
    /// without one (libraries such as ShortRibs route from the interactor with `attach(child:)`).
    public static func routingClasses(_ model: ProjectModel) -> [TypeID] {
        let routers = model.types(withRole: .router)
        let routingInteractors = model.types(withRole: .interactor).filter { interactor in
            !model.hasRole(interactor, .router) && model.rib(containing: interactor).map { model[$0].router == nil } ?? true
        }
        return (routers + routingInteractors).filter { model.types[$0].kind == .class }
    }

    /// The enum case an argument names: `.openSettings`, `.openSettings(animated: true)`.
    public static func enumCase(_ expr: Expr) -> String? {
        switch expr {
        case .member(nil, let name): return name.text
        case .call(let call):
            if case .member(nil, let name) = call.callee { return name.text }
            return nil
        default: return nil
        }
    }

    public static let attachName = "attachChild"
    public static let detachName = "detachChild"
    public static let childLabel = "child"
    public static let childrenName = "children"

    public init(router: TypeID, model: ProjectModel) {
        self.router = router
        var properties: [String: PropertyDecl] = [:]
        var members = Array(model.types[router].members)
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
            guard member.property?.type?.isCollection == true else { return nil }
            return member.name
        })
        var result: [RouterFunctionEvents] = []
        func collect(_ function: FunctionDecl, file: FileIndex, owner: TypeID?, isPrivate: Bool) {
            guard let block = model.block(of: function, in: file) else { return }
            var collector = Collector(childLists: childLists, source: model.files[file].source,
                                      bindings: PropertyBindings(stored: stored, parameters: Set(function.parameters.map(\.name))))
            collector.parameterOrder = function.parameters.map(\.name)
            collector.events = RouterFunctionEvents(function: function, file: file, owner: owner, isPrivate: isPrivate)
            collector.collect(block)
            var events = collector.events!
            var topLevel: Set<UInt32> = []
            var topLevelAssignments: Set<UInt32> = []
            for statement in block.statements {
                switch statement {
                case .expression(.call(let call)):
                    if let name = call.name { topLevel.insert(name.offset) }
                case .assignment(let assignment):
                    topLevelAssignments.insert(assignment.range.start)
                default:
                    break
                }
            }
            if !topLevel.isEmpty {
                for index in events.calls.indices where topLevel.contains(events.calls[index].offset) {
                    events.calls[index].isTopLevel = true
                }
            }
            if !topLevelAssignments.isEmpty {
                for index in events.assignments.indices where topLevelAssignments.contains(events.assignments[index].offset) {
                    events.assignments[index].isTopLevel = true
                }
            }
            result.append(events)
        }
        for member in members {
            guard let function = member.function else { continue }
            collect(function, file: member.file, owner: member.owner, isPrivate: member.access <= .fileprivate)
        }
        // The project's extensions of the framework class the router descends from
        // (`extension ViewableRouter { func detachWhenClosed(_ child: ViewableRouting) }`). The
        // framework's router classes descend from one another and all conform to its routing
        // protocols, so a helper in an extension of any of them (`extension Router`, `extension
        // Routing`) is this router's method too.
        let routerBases = Set(model.vocabulary.routerBases.map { TypeIndex.lastComponent(of: $0) ?? $0 })
        if frameworkBases.contains(where: { routerBases.contains(TypeIndex.lastComponent(of: $0) ?? $0) }) {
            frameworkBases.formUnion(routerBases)
            frameworkBases.formUnion(RouterChildEvents.frameworkRoutingProtocols)
        }
        for extensionInfo in model.types.foreignExtensions(extendingAnyOf: frameworkBases) {
            for case .function(let function) in extensionInfo.decl.members {
                collect(function, file: extensionInfo.file, owner: nil,
                        isPrivate: !function.modifiers.isDisjoint(with: [.private, .fileprivate]))
            }
        }
        functions = result
        propertiesEverSet = Set(result.flatMap { $0.assignments.filter { !$0.isNil }.map(\.property) })
        // A helper of a framework type's extension that detaches any child (`children.forEach {
        // detachChild($0) }`) counts only if this class calls it.
        let called = Set(result.filter { $0.owner != nil }.flatMap { $0.calls.map(\.name) })
        // `detachChild(self)` detaches nothing: a router is not one of its own children.
        detachesAnyChild = result.contains { function in
            (function.owner != nil || called.contains(function.name))
                && function.detaches.contains { $0.property == nil && !$0.isSelf && !($0.isParameter && function.owner == nil) }
        }
        var helpers: [String: Int] = [:]
        for function in result {
            for detach in function.detaches {
                if let index = detach.parameterIndex { helpers[function.name] = index }
            }
        }
        // A helper that hands its parameter to one that detaches it (`tryDetach(router:block:)`
        // calling `canDetach(router:)`) detaches it too, however deep.
        var grew = true
        while grew {
            grew = false
            for function in result where helpers[function.name] == nil {
                if let call = function.calls.first(where: { $0.argumentParameterIndex != nil && helpers[$0.name] == 0 }) {
                    helpers[function.name] = call.argumentParameterIndex
                    grew = true
                }
            }
        }
        parameterDetachers = helpers
    }

    /// Functions that detach one of their parameters (`func close(_ child: Routing) {
    /// detachChild(child) }`), with the parameter's index: a call of one detaches its argument.
    public let parameterDetachers: [String: Int]

    /// The stored properties some function of the class sets to something other than nil: a
    /// nil-check of any other always passes, and a detach of one never runs.
    public let propertiesEverSet: Set<String>

    /// The functions declared by the router itself (body and extensions): the ones rules report in.
    public var ownFunctions: [RouterFunctionEvents] { functions.filter { $0.owner == router } }

    /// Every call of `name` in the class, with the function that makes it.
    public func callers(of name: String) -> [(caller: RouterFunctionEvents, offset: UInt32)] {
        functions.flatMap { events in events.calls.filter { $0.name == name }.map { (events, $0.offset) } }
    }

    /// Whether the class detaches what `property` holds: `detachChild(p)`, or a call of a helper
    /// that detaches its argument with `p` (`detachWhenClosed(p)`).
    public func detaches(_ property: String) -> Bool {
        functions.contains { function in
            function.detaches.contains { $0.property == property }
                || function.calls.contains { $0.argumentProperty == property && parameterDetachers[$0.name] == 0 }
        }
    }

    /// The names of the functions that assign `property`, directly or through a function of the
    /// class they call (`routeToOffGame()` calls `attachOffGame()`, which sets `currentChild`).
    public func functionsAssigning(_ property: String) -> Set<String> {
        withTheirCallers(Set(functions.filter { $0.assigns(property) }.map(\.name)))
    }

    /// The names of the functions that detach what `property` holds, directly or through a
    /// function of the class they call.
    public func functionsDetaching(_ property: String) -> Set<String> {
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
    public func assigns(_ property: String, in function: RouterFunctionEvents, after offset: UInt32, assigning: Set<String>) -> Bool {
        function.assigns(property, after: offset)
            || function.calls.contains { $0.offset > offset && assigning.contains($0.name) }
    }

    /// Whether some `detachChild` in the class takes a value that is not a known stored property
    /// (an element of `children`, `$0`): such a call may detach any child. A loop over a list of
    /// stored properties (`[a, b].forEach { detachChild($0) }`) detaches those properties. A helper's parameter
    /// counts too when the router declares the helper (whoever calls it may pass any child); a
    /// helper of a framework class's extension detaches only what the router passes it.
    /// (A framework extension's helper counts only where the class calls it.)
    public let detachesAnyChild: Bool

    /// The framework's routing protocols, which its router classes conform to.
    static let frameworkRoutingProtocols: Set<String> = ["Routing", "ViewableRouting", "LaunchRouting", "PresentableRouting"]

    private struct Collector {
        /// Stored collections of child routers.
        let childLists: Set<String>
        let source: SourceBuffer
        /// Which stored property an expression holds, through locals bound from properties.
        var bindings: PropertyBindings
        var parameters: Set<String> { bindings.parameters }
        /// The parameters' names in order.
        var parameterOrder: [String] = []
        /// Locals bound from a parameter, with its name.
        var parameterAliases: [String: String] = [:]
        /// Locals bound, outside closures, to what a builder's `build` returned.
        var freshLocals: Set<String> = []
        /// Locals bound to what a builder property's `build` returned, with that property's name.
        var builtBy: [String: String] = [:]
        /// Locals bound to a stored property's child or, when it holds none, another value
        /// (`let list = self.list ?? listBuilder.build()`), with that property's name.
        var reuseLocals: [String: String] = [:]
        var events: RouterFunctionEvents?
        var closureDepth = 0
        /// The cases of the `switch` label (over a parameter) the walk is in.
        var dispatchCases: [String]?

        mutating func collect(_ block: Block) {
            block.walk { node in visit(node) }
        }

        /// A closure's captures, parameters and body; `repeats`: it may run any number of times
        /// (its calls are marked as made from a closure).
        private mutating func walk(_ closure: Closure, repeats: Bool) {
            for capture in closure.captures { capture.value?.walk { node in visit(node) } }
            for parameter in closure.parameters { bindings.bind(parameter, toProperty: nil) }
            for capture in closure.captures { bindings.bind(capture.name.text, toProperty: nil) }
            if repeats { closureDepth += 1 }
            closure.body.walk { node in visit(node) }
            if repeats { closureDepth -= 1 }
        }

        private mutating func visit(_ node: SyntaxNode) -> Bool {
            if case .expression(.call(let call)) = node, RouterChildEvents.runsClosureOnce(call) {
                // `Task { self.attachTabs() }`: the closure runs once, as if written in place.
                for argument in call.arguments {
                    if case .closure(let closure) = argument.value {
                        walk(closure, repeats: false)
                    } else {
                        argument.value.walk { node in visit(node) }
                    }
                }
                for trailing in call.trailingClosures { walk(trailing.closure, repeats: false) }
                return false
            }
            if case .expression(.closure(let closure)) = node {
                walk(closure, repeats: true)
                return false
            }
            switch node {
            case .statement(.local(let local)):
                let property = local.names.count == 1 ? local.initializer.flatMap(resolve) : nil
                for name in local.names { bindings.bind(name.text, toProperty: property, isVar: !local.isLet) }
                let built = closureDepth == 0 && local.names.count == 1
                    && local.initializer?.callChain.links.contains { $0.name.text == "build" && $0.call != nil } == true
                if local.names.count == 1, case .sequence(let operands, let operators)? = local.initializer,
                   operators.count == 1, operators[0].text == "??", let held = resolve(operands[0]) {
                    reuseLocals[local.names[0].text] = held
                } else {
                    for name in local.names { reuseLocals[name.text] = nil }
                }
                for name in local.names {
                    if built { freshLocals.insert(name.text) } else { freshLocals.remove(name.text) }
                    builtBy[name.text] = local.names.count == 1 ? local.initializer.flatMap(RouterChildEvents.builderProperty) : nil
                }
            case .statement(.assignment(let assignment)):
                if assignment.op == "=", let property = bindings.assignedProperty(assignment.target) {
                    let valueLocal = RouterChildEvents.localValue(assignment.value, isLocal: bindings.isLocal)
                    events!.assignments.append(.init(property: property, offset: assignment.range.start, valueLocal: valueLocal,
                                                     valueProperty: resolve(assignment.value), isNil: isNil(assignment.value),
                                                     inClosure: closureDepth > 0,
                                                     builder: valueLocal.flatMap { builtBy[RouterChildEvents.baseLocal(of: $0)] }
                                                         ?? RouterChildEvents.builderProperty(assignment.value)))
                }
            case .statement(.control(let control)):
                if recordListedDetaches(control) { return false }
                // `for child in list` binds elements, not the property itself.
                let bindsProperty = control.keyword.text != "for"
                for condition in control.conditions { record(condition, bindsProperty: bindsProperty) }
                // `switch request { case .openSettings: openSettings() }` over a parameter: each
                // case's calls run only for that case.
                if control.keyword.text == "switch", control.caseLabels.count == control.blocks.count,
                   let subject = control.conditions.first, parameterName(subject.value) != nil {
                    let outer = dispatchCases
                    for (block, labels) in zip(control.blocks, control.caseLabels) {
                        dispatchCases = labels.isEmpty ? outer : labels
                        block.walk { node in visit(node) }
                    }
                    dispatchCases = outer
                    return false
                }
            case .expression(.call(let call)):
                if recordListedDetaches(call) { return false }
                record(call)
                if let name = call.name, case .member(let base?, _) = call.callee, !Bindings.isSelf(base) {
                    if closureDepth == 0, let receiver = RouterChildEvents.localName(base), freshLocals.contains(receiver) {
                        events!.freshChildCalls.append(name.text)
                    } else {
                        events!.otherReceiverCalls.append(name.text)
                    }
                }
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
                    bindings.bind(binding.text, toProperty: property)
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
                case .member(let base, let name) where name.text == RouterChildEvents.childrenName && Bindings.isSelf(base):
                    readsChildren = true
                case .identifier(let name) where childLists.contains(name.text) && !bindings.isLocal(name.text):
                    readsChildren = true
                case .member(let base, let name) where childLists.contains(name.text) && Bindings.isSelf(base):
                    readsChildren = true
                case .sequence(let operands, let operators):
                    for (index, op) in operators.enumerated()
                    where index + 1 < operands.count && ["==", "!=", "===", "!=="].contains(op.text) {
                        let left = operands[index], right = operands[index + 1]
                        if isNil(right), let property = resolve(left) { checked.append(property) }
                        if isNil(left), let property = resolve(right) { checked.append(property) }
                    }
                case .call(let call) where call.name?.text == "allSatisfy":
                    // `[tabA, tabB].allSatisfy { $0 == nil }`: each element is compared with nil.
                    if case .member(let base?, _) = call.callee, case .collection(let elements, _) = base,
                       let closure = call.trailingClosures.first?.closure ?? call.arguments.first.flatMap(RouterChildEvents.closure),
                       comparesElementWithNil(closure) {
                        checked.append(contentsOf: elements.compactMap(resolve))
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
            guard let name = call.name, Bindings.isOwnMethodCall(call.callee) else { return }
            events!.calls.append(.init(name: name.text, offset: name.offset,
                                       argumentProperty: call.arguments.first.flatMap { resolve($0.value) },
                                       argumentParameterIndex: call.arguments.first.flatMap { parameterName($0.value) }
                                           .flatMap { parameterOrder.firstIndex(of: $0) },
                                       inClosure: closureDepth > 0,
                                       argumentCase: call.arguments.first.flatMap { RouterChildEvents.enumCase($0.value) },
                                       dispatchCases: dispatchCases,
                                       argumentLocal: call.arguments.first.flatMap { argument in
                                           guard case .identifier(let local) = argument.value, bindings.isLocal(local.text) else { return nil }
                                           return local.text
                                       }))
            // `attachChild(x)`, or the `attach(child: x)` of libraries whose interactors route.
            let isAttach = name.text == RouterChildEvents.attachName
                || (name.text == "attach" && call.arguments.first?.label?.text == RouterChildEvents.childLabel)
            let isDetach = name.text == RouterChildEvents.detachName
                || (name.text == "detach" && call.arguments.first?.label?.text == RouterChildEvents.childLabel)
            guard isAttach || isDetach,
                  let argument = call.arguments.first?.value ?? call.trailingClosures.first.map({ .closure($0.closure) }) else { return }
            let localName = RouterChildEvents.localValue(argument, isLocal: bindings.isLocal)
            var childCall = RouterFunctionEvents.ChildCall(name: name, property: resolve(argument), localName: localName)
            childCall.reusedProperty = isAttach ? localName.flatMap { reuseLocals[$0] } : nil
            childCall.inClosure = closureDepth > 0
            childCall.isSelf = Bindings.isSelf(argument)
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

        /// `[hotel, flight].forEach { detachChild($0) }`, each element a stored property or a local
        /// bound from one: a detach of each of those properties, as if written one by one, rather
        /// than of any child (what `$0` would otherwise stand for). True when the call was that.
        private mutating func recordListedDetaches(_ call: Call) -> Bool {
            guard call.name?.text == "forEach", case .member(let base?, _) = call.callee,
                  let elements = RouterChildEvents.listedElements(base),
                  let closure = call.trailingClosures.first?.closure ?? call.arguments.first.flatMap(RouterChildEvents.closure),
                  closure.parameters.count <= 1 else { return false }
            return recordListedDetaches(of: elements, element: closure.parameters.first ?? "$0", body: closure.body)
        }

        /// `for child in [hotel, flight] { detachChild(child) }`: as `recordListedDetaches(_:)`.
        private mutating func recordListedDetaches(_ loop: ControlStatement) -> Bool {
            guard loop.keyword.text == "for", loop.conditions.count == 1, loop.blocks.count == 1,
                  loop.conditions[0].bindings.count == 1, let elements = RouterChildEvents.listedElements(loop.conditions[0].value)
            else { return false }
            return recordListedDetaches(of: elements, element: loop.conditions[0].bindings[0].text, body: loop.blocks[0])
        }

        /// The detaches of a loop over `elements` whose body is only `detachChild(element)`.
        private mutating func recordListedDetaches(of elements: [Expr], element: String, body: Block) -> Bool {
            guard !elements.isEmpty, body.statements.count == 1, case .expression(.call(let detach)) = body.statements[0],
                  let name = detach.name, name.text == RouterChildEvents.detachName, Bindings.isOwnMethodCall(detach.callee),
                  detach.arguments.count == 1, case .identifier(let argument) = detach.arguments[0].value,
                  argument.text == element else { return false }
            let properties = elements.compactMap(resolve)
            guard properties.count == elements.count else { return false }
            for property in properties {
                var childCall = RouterFunctionEvents.ChildCall(name: name, property: property, localName: nil)
                childCall.inClosure = closureDepth > 0
                events!.detaches.append(childCall)
            }
            return true
        }

        /// The parameter an expression names: `child`, `child!`, or a local bound from it
        /// (`guard let child = child`).
        private func parameterName(_ expr: Expr) -> String? {
            switch expr {
            case .identifier(let name):
                if let alias = parameterAliases[name.text] { return alias }
                return !bindings.isLocal(name.text) && parameters.contains(name.text) ? name.text : nil
            case .postfix(let inner, let op) where op.text == "!" || op.text == "?":
                return parameterName(inner)
            default:
                return nil
            }
        }

        func resolve(_ expr: Expr) -> String? { bindings.property(of: expr) }

        /// `{ $0 == nil }` or `{ tab in tab == nil }`: the closure's one statement compares its
        /// element with `nil`.
        private func comparesElementWithNil(_ closure: Closure) -> Bool {
            guard closure.parameters.count <= 1, closure.body.statements.count == 1,
                  case .expression(.sequence(let operands, let operators)) = closure.body.statements[0],
                  operators.count == 1, operators[0].text == "==", operands.count == 2,
                  case .identifier(let element) = operands[0], isNil(operands[1]) else { return false }
            return element.text == (closure.parameters.first ?? "$0")
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

extension RouterChildEvents {
    /// Whether the call runs its closure once, later: `Task { }`, `Task.detached { }`,
    /// `DispatchQueue.main.async { }` (and `asyncAfter`), `MainActor.run { }`. A route called in
    /// such a closure from `didBecomeActive` still runs once per activation, unlike one called
    /// from a stream's handler.
    static func runsClosureOnce(_ call: Call) -> Bool {
        guard !call.trailingClosures.isEmpty || call.arguments.contains(where: { if case .closure = $0.value { true } else { false } })
        else { return false }
        switch call.callee {
        case .identifier(let name):
            return name.text == "Task"
        case .member(let base?, let name):
            switch name.text {
            case "detached": return rootName(base) == "Task"
            case "run": return rootName(base) == "MainActor"
            case "async", "asyncAfter": return rootName(base) == "DispatchQueue"
            default: return false
            }
        default:
            return false
        }
    }

    /// The first name of a member chain: `DispatchQueue` in `DispatchQueue.global(qos: .background)`.
    private static func rootName(_ expr: Expr) -> String? {
        switch expr {
        case .identifier(let name): return name.text
        case .member(let base?, _): return rootName(base)
        case .call(let call): return rootName(call.callee)
        default: return nil
        }
    }

    /// The builder property whose `build` makes the value: `loggedOutBuilder` in
    /// `loggedOutBuilder.build(withListener: interactor)` or `self.loggedOutBuilder.build(...)`.
    static func builderProperty(_ expr: Expr) -> String? {
        var value = expr
        while case .prefix(let op, let inner) = value, op.text.hasPrefix("try") { value = inner }
        guard case .call(let call) = value, call.name?.text == "build", case .member(let base?, _) = call.callee else { return nil }
        switch base {
        case .identifier(let name): return name.text
        case .member(let owner, let name) where Bindings.isSelf(owner): return name.text
        default: return nil
        }
    }

    /// The value of a local an expression is: the local itself (`tab`), or a member of it
    /// (`built.router`, from a builder that returns a tuple or a struct), spelled as written.
    static func localValue(_ expr: Expr, isLocal: (String) -> Bool) -> String? {
        switch expr {
        case .identifier(let name) where isLocal(name.text): return name.text
        case .member(.identifier(let base)?, let name) where isLocal(base.text): return base.text + "." + name.text
        default: return nil
        }
    }

    /// The local a `localValue` is or is a member of (`built` for `built.router`).
    static func baseLocal(of value: String) -> String {
        value.firstIndex(of: ".").map { String(value[..<$0]) } ?? value
    }

    /// The local an expression names: `tabs`, `tabs?`, `tabs!`.
    static func localName(_ expr: Expr) -> String? {
        switch expr {
        case .identifier(let name): return name.text
        case .postfix(let inner, let op) where op.text == "?" || op.text == "!": return localName(inner)
        default: return nil
        }
    }

    /// The elements of a list literal that a loop walks: `[a, b]`, also as written to give it a
    /// type (`([a, b] as [ViewableRouting])`) or with its nils dropped (`[a, b].compactMap { $0 }`).
    static func listedElements(_ expr: Expr) -> [Expr]? {
        switch expr {
        case .collection(let elements, _):
            return elements
        case .tuple(let items, _) where items.count == 1 && items[0].label == nil:
            return listedElements(items[0].value)
        case .sequence(let operands, let operators) where operators.count == 1 && operators[0].text == "as":
            return listedElements(operands[0])
        case .call(let call) where call.name?.text == "compactMap":
            let closures = call.trailingClosures.map(\.closure) + call.arguments.compactMap(RouterChildEvents.closure)
            guard case .member(let base?, _) = call.callee, closures.count == 1, call.arguments.count + call.trailingClosures.count == 1,
                  closures[0].parameters.isEmpty, closures[0].body.statements.count == 1,
                  case .expression(.identifier(let element)) = closures[0].body.statements[0], element.text == "$0" else { return nil }
            return listedElements(base)
        default:
            return nil
        }
    }

    /// The closure an argument is (`allSatisfy({ $0 == nil })`).
    static func closure(_ argument: Argument) -> Closure? {
        if case .closure(let closure) = argument.value { return closure }
        return nil
    }
}

/// One way a router function is reached from the interactor's answer to children's listener
/// calls: the children whose listener protocol declares the answering method, and the router
/// functions that method (and any helper on the way) called before.
public struct ListenerAnswer: Sendable, Hashable {
    public let children: Set<String>
    public let routerCallsBefore: [String]
}

/// The router functions that run only while the RIB loads, once per router: `didLoad`, `init`,
/// the interactor's `didBecomeActive` (a RIB is activated when it is attached), and every
/// function whose every call is made directly (not from a closure) by one of those or by another
/// such function, the interactor's calls through its router property included
/// (`router?.attachTabs()` in `didBecomeActive`), or by an interactor method its view controller
/// calls only from `viewDidLoad`. A private function the class never calls by name is counted
/// too: nothing shows it runs more than once.
struct LoadingCalls {
    private enum Node: Hashable {
        case router(String)
        /// A router function called with one enum case (`request(.openSettings)`): what its
        /// `switch` over that parameter runs for the case.
        case routerCase(String, String)
        case interactor(String)
    }

    /// One call: who makes it, of what, whether from a closure, the enum case it passes, and the
    /// properties the caller compared with nil before it (`if tabBar == nil { attachTabBar() }`).
    private struct Edge {
        var callee: Node
        var caller: Node
        var inClosure: Bool
        var argumentCase: String?
        var checkedBefore: Set<String> = []
        /// The properties that a function of the class, called first in the caller's body, detaches
        /// and sets to nil (`detachCurrentChild()` before `attachLogin()`): nil at the call.
        var clearedBefore: Set<String> = []
        /// The router functions the caller called before this call, outside closures (an
        /// interactor's `router?.dismissSplash()` before `router?.routeToHome()`).
        var routerCallsBefore: [String] = []
    }

    let onlyAtLoad: Set<String>
    /// The router functions whose every call is made directly by the interactor's
    /// `willResignActive`, or by such a function: they run only while the RIB itself is
    /// deactivated, on its way out of the tree (the tutorial's `cleanupViews()`).
    let onlyAtTeardown: Set<String>
    /// The router functions that set a property to a child and whose every call is made at load
    /// (as for `onlyAtLoad`), or after the caller compared one of those properties with nil or
    /// detached its child and set it to nil: the callers hold the nil guard the function itself
    /// lacks, so it attaches once per nil.
    let guardedByCallers: Set<String>

    init(router: TypeID, rib: RIBID?, events: RouterChildEvents, model: ProjectModel) {
        var edges: [Edge] = []
        // What each function sets to a child, and what it surely leaves nil.
        var sets: [String: Set<String>] = [:]
        for function in events.functions {
            for assignment in function.assignments where !assignment.isNil { sets[function.name, default: []].insert(assignment.property) }
        }
        var clears: [String: Set<String>] = [:]
        for function in events.functions {
            let cleared = function.clearedProperties(settingFunctions: sets)
            if !cleared.isEmpty { clears[function.name, default: []].formUnion(cleared) }
        }
        for function in events.functions {
            let name = LoadingCalls.nodeName(of: function.function)
            for call in function.calls {
                // A call in `case .x:` of a switch over a parameter runs when the function is
                // called with `.x`.
                let callers = call.dispatchCases.map { $0.map { Node.routerCase(name, $0) } } ?? [.router(name)]
                let checked = Set(function.nilChecks.filter { $0.offset < call.offset }.map(\.property))
                // Only a call the caller always makes first counts (one in another branch or
                // `case` may not run), and only until a call or an assignment in between sets the
                // property again.
                var cleared: Set<String> = []
                if !call.inClosure && !clears.isEmpty {
                    // Each cleared property with the offset of the call that cleared it last.
                    var clearedAt: [String: UInt32] = [:]
                    for earlier in function.calls where earlier.offset < call.offset {
                        if !clearedAt.isEmpty, let setHere = sets[earlier.name] {
                            for property in setHere { clearedAt[property] = nil }
                        }
                        if earlier.isTopLevel, let clearedHere = clears[earlier.name] {
                            for property in clearedHere { clearedAt[property] = earlier.offset }
                        }
                    }
                    for (property, offset) in clearedAt where !function.assignments.contains(where: {
                        $0.property == property && !$0.isNil && $0.offset > offset && $0.offset < call.offset
                    }) {
                        cleared.insert(property)
                    }
                }
                for caller in callers {
                    edges.append(Edge(callee: .router(call.name), caller: caller, inClosure: call.inClosure,
                                      argumentCase: call.argumentCase, checkedBefore: checked, clearedBefore: cleared))
                }
            }
        }
        var once: Set<Node> = [.router("didLoad"), .router("init")]
        var viewLoadCalls: Set<String> = []
        // The helpers of the project's extensions of a framework routing type that detach any
        // child (`extension ViewableRouting { func detachCurrentChild() { ... children.last ... } }`),
        // and those of them the interactor calls on its own router (not another RIB's).
        let childDetachingHelpers = Set(events.functions.filter { function in
            function.owner == nil && function.detaches.contains { $0.property == nil && !$0.isParameter && !$0.isSelf }
        }.map(\.name))
        var calledOnOwnRouter: Set<String> = []
        // An interactor that routes itself (no router in its RIB) attaches once when activated.
        if model.hasRole(router, .interactor) { once.insert(.router("didBecomeActive")) }
        if let rib, let interactor = model[rib].interactor {
            once.insert(.interactor("didBecomeActive"))
            viewLoadCalls = LoadingCalls.listenerCallsOnlyFromViewDidLoad(of: model[rib], model: model)
            // Which properties hold this very router matters only where a framework extension's
            // helper detaches any child: it is asked only there.
            let (routerProperties, ownRouterProperties) = LoadingCalls.routerProperties(
                of: interactor, router: router, model: model, distinguishingOwn: !childDetachingHelpers.isEmpty)
            let runsOnce = { (block: Block, file: FileIndex) -> Bool in
                guard let found = OnceGuard.of(block, source: model.files[file].source) else { return false }
                return !found.isReopened(in: interactor, model: model)
            }
            let reaching = LoadingCalls.functionsReachingRouter(of: interactor, routerProperties: routerProperties, model: model)
            var interactorEdges: [Edge] = []
            var ownRouterCalls: [(caller: String, callee: String)] = []
            for (member, function) in reaching {
                guard let block = model.block(of: function, in: member.file) else { continue }
                let caller = Node.interactor(LoadingCalls.nodeName(of: function))
                // A method that does its work once per instance (`if didStart { return }` ...
                // `didStart = true`) runs once, whoever calls it.
                if runsOnce(block, member.file) { once.insert(caller) }
                var finder = InteractorCalls(routerProperties: routerProperties, ownRouterProperties: ownRouterProperties)
                finder.runsOnce = { runsOnce($0, member.file) }
                finder.collect(block)
                for call in finder.calls {
                    interactorEdges.append(Edge(callee: call.callee, caller: caller, inClosure: call.inClosure,
                                                argumentCase: call.argumentCase, routerCallsBefore: call.routerCallsBefore))
                }
                for name in finder.ownRouterCalls { ownRouterCalls.append((LoadingCalls.nodeName(of: function), name)) }
            }
            // A method nothing can call runs never: what it calls is not called more often for it.
            let called = Set(interactorEdges.map(\.callee))
            let dead = LoadingCalls.uncallable(reaching.filter { !called.contains(.interactor(LoadingCalls.nodeName(of: $0.function))) },
                                               interactor: interactor, rib: model[rib], model: model)
            edges += interactorEdges.filter { edge in
                guard case .interactor(let name) = edge.caller else { return true }
                return !dead.contains(name)
            }
            calledOnOwnRouter = Set(ownRouterCalls.filter { !dead.contains($0.caller) }.map(\.callee))
        }
        // Who calls each node: a case node is reached by the calls that pass that case, or an
        // argument that may be any case.
        var callers: [Node: [Edge]] = [:]
        for edge in edges { callers[edge.callee, default: []].append(edge) }
        for edge in edges {
            guard case .routerCase(let function, let enumCase) = edge.caller, callers[edge.caller] == nil else { continue }
            callers[edge.caller] = (callers[.router(function)] ?? []).filter { $0.argumentCase == nil || $0.argumentCase == enumCase }
        }
        // The RIB's view controller tells its listener that its view loaded: that runs once, as
        // `didBecomeActive` does, unless the interactor calls the method itself too.
        for method in viewLoadCalls where callers[.interactor(method)] == nil { once.insert(.interactor(method)) }
        // Who each node calls, for the walks below; a case node is called wherever its function is.
        var callees: [Node: [Node]] = [:]
        for edge in edges { callees[edge.caller, default: []].append(edge.callee) }
        for caseNode in callers.keys {
            guard case .routerCase(let function, _) = caseNode else { continue }
            for edge in callers[.router(function)] ?? [] { callees[edge.caller, default: []].append(caseNode) }
        }
        once = LoadingCalls.calledOnlyFrom(once, callers: callers, callees: callees)
        // The same closure from the other end: what runs only while the RIB is deactivated.
        let teardown = LoadingCalls.calledOnlyFrom([.interactor("willResignActive")], callers: callers, callees: callees)
        var tornDown: Set<String> = []
        for case .router(let name) in teardown { tornDown.insert(name) }
        onlyAtTeardown = tornDown
        var result: Set<String> = []
        for case .router(let name) in once { result.insert(name) }
        for function in events.ownFunctions where function.isPrivate && callers[.router(function.name)] == nil {
            result.insert(function.name)
        }
        onlyAtLoad = result
        var guarded: Set<String> = []
        for function in events.ownFunctions where !result.contains(function.name) {
            let sets = Set(function.assignments.filter { !$0.isNil }.map(\.property))
            guard !sets.isEmpty, let calls = callers[.router(function.name)], !calls.isEmpty else { continue }
            if calls.allSatisfy({ !$0.inClosure && (once.contains($0.caller) || !$0.checkedBefore.isDisjoint(with: sets)
                                                    || !$0.clearedBefore.isDisjoint(with: sets)) }) {
                guarded.insert(function.name)
            }
        }
        guardedByCallers = guarded
        uncalled = Set(events.ownFunctions.map(\.name).filter { callers[.router($0)] == nil })
        // Such a helper called by the interactor on its own router: this router detaches any
        // child. (The class's own calls count in `RouterChildEvents.detachesAnyChild`.)
        interactorCallsChildDetachingHelper = !childDetachingHelpers.isDisjoint(with: calledOnOwnRouter)
        // The interactor's methods that children's listener protocols declare (`splashDidFinish`
        // of `SplashListener` is Splash's), each with the children it answers.
        var answers: [String: Set<String>] = [:]
        if let interactor = rib.flatMap({ model[$0].interactor }) {
            for supertype in model.types.supertypes(of: interactor) where model.types[supertype].kind == .protocol {
                let name = model.types[supertype].name
                guard name.hasSuffix(LoadingCalls.listenerSuffix), !name.hasSuffix("PresentableListener"),
                      name.count > LoadingCalls.listenerSuffix.count else { continue }
                let child = String(name.dropLast(LoadingCalls.listenerSuffix.count))
                for member in model.types[supertype].members {
                    if let function = member.function { answers[function.name.text, default: []].insert(child) }
                }
            }
        }
        var senders: [String: [ListenerAnswer]] = [:]
        // A listener method's call straight to the route, or through one interactor method that
        // only listener methods call (`inputDidFinish` calls `handleResult`, which routes; the
        // splash's `checkToken` calls `routeToLoggedIn`, itself LoggedOut's listener method).
        func answer(_ edge: Edge, into paths: inout [ListenerAnswer]) -> Bool {
            guard !edge.inClosure, case .interactor(let method) = edge.caller else { return false }
            let innerCalls = callers[edge.caller] ?? []
            guard answers[method] != nil || !innerCalls.isEmpty else { return false }
            if let sent = answers[method] { paths.append(ListenerAnswer(children: sent, routerCallsBefore: edge.routerCallsBefore)) }
            return innerCalls.allSatisfy { outer in
                guard !outer.inClosure, case .interactor(let listenerMethod) = outer.caller, callers[outer.caller] == nil,
                      let sent = answers[listenerMethod] else { return false }
                paths.append(ListenerAnswer(children: sent, routerCallsBefore: outer.routerCallsBefore + edge.routerCallsBefore))
                return true
            }
        }
        for function in events.ownFunctions where !result.contains(function.name) {
            guard let calls = callers[.router(function.name)], !calls.isEmpty else { continue }
            var paths: [ListenerAnswer] = []
            // Called straight from a listener method that nothing of the RIB calls itself: only
            // the child can send it.
            let answered = calls.allSatisfy { edge in
                (once.contains(edge.caller) && !edge.inClosure) || answer(edge, into: &paths)
            }
            if answered && !paths.isEmpty { senders[function.name] = paths }
        }
        listenerSenders = senders
    }

    static let listenerSuffix = "Listener"

    /// Whether a view's body could tell its listener something once (`OnceGuard`): it names the
    /// listener, returns early and sets a flag to a `Bool` literal. Told from the bytes, so that
    /// the many view bodies that fail are never parsed.
    private static func mayGuardOnce(_ bytes: [UInt8], _ body: SourceRange) -> Bool {
        ByteSearch.contains(bytes, "return", in: body) && ByteSearch.contains(bytes, "listener", in: body)
            && (ByteSearch.contains(bytes, "true", in: body) || ByteSearch.contains(bytes, "false", in: body))
    }

    /// Of the interactor's methods that it never calls itself, those nothing else can call
    /// either: not an override, not `@objc` or `@IBAction`, no requirement of a protocol the
    /// interactor adopts (its view's, its children's, its router's way to it), and named nowhere
    /// else in its RIB's files (a builder holding the interactor itself could call it).
    private static func uncallable(_ candidates: [(member: TypeMember, function: FunctionDecl)], interactor: TypeID, rib: RIB,
                                   model: ProjectModel) -> Set<String> {
        var result: Set<String> = []
        var requirements: Set<String>?
        for (member, function) in candidates {
            guard function.kind == .function, function.modifiers.isDisjoint(with: [.override]),
                  !function.attributes.contains(where: { $0.hasPrefix("@objc") || $0 == "@IBAction" || $0 == "@IBSegueAction" })
            else { continue }
            let name = function.name.text
            if requirements == nil {
                var names: Set<String> = []
                for supertype in model.types.supertypes(of: interactor) where model.types[supertype].kind == .protocol {
                    for required in model.types[supertype].members {
                        if let requiredFunction = required.function { names.insert(requiredFunction.name.text) }
                        if let requiredProperty = required.property { names.insert(requiredProperty.name.text) }
                    }
                }
                requirements = names
            }
            guard !requirements!.contains(name) else { continue }
            let namedElsewhere = rib.fileIndices.contains { file in
                let bytes = model.files[file].source.bytes
                guard file == member.file else { return ByteSearch.contains(bytes, name, in: SourceRange(start: 0, end: UInt32(bytes.count))) }
                return ByteSearch.contains(bytes, name, in: SourceRange(start: 0, end: function.range.start))
                    || ByteSearch.contains(bytes, name, in: SourceRange(start: function.range.end, end: UInt32(bytes.count)))
            }
            if !namedElsewhere { result.insert(name) }
        }
        return result
    }

    /// The name a function is called by in the call graph (`init` for an initializer).
    private static func nodeName(of function: FunctionDecl) -> String {
        function.kind == .initializer ? "init" : function.name.text
    }

    /// The interactor's functions whose calls can change what the router's functions are told
    /// from: those whose body names a router property, and, transitively, those whose body names
    /// such a function. Every answer here is about router functions, and a call graph edge can
    /// lead to one only through such a body; the others' calls reach only functions that lead
    /// nowhere near the router. Told from the bytes, so only these bodies are parsed (an
    /// interactor's other bodies are parsed only if a rule asks for them).
    ///
    /// So the graph lacks the edges into interactor functions that lead nowhere near the router:
    /// such a function may wrongly count as called only at load or at teardown, or as uncalled.
    /// Nothing may read an interactor node's membership in those sets, only router nodes'.
    private static func functionsReachingRouter(of interactor: TypeID, routerProperties: Set<String>,
                                                model: ProjectModel) -> [(member: TypeMember, function: FunctionDecl)] {
        var candidates: [(member: TypeMember, function: FunctionDecl, body: SourceRange)] = []
        for member in model.types[interactor].members {
            guard let function = member.function, let body = function.body else { continue }
            candidates.append((member, function, body))
        }
        var chosen = [Bool](repeating: false, count: candidates.count)
        var searched: Set<String> = []
        var words = Array(routerProperties)
        while !words.isEmpty {
            searched.formUnion(words)
            var named: [String] = []
            for index in candidates.indices where !chosen[index] {
                let candidate = candidates[index]
                let bytes = model.files[candidate.member.file].source.bytes
                guard words.contains(where: { ByteSearch.contains(bytes, $0, in: candidate.body) }) else { continue }
                chosen[index] = true
                let name = nodeName(of: candidate.function)
                if !searched.contains(name) && !named.contains(name) { named.append(name) }
            }
            words = named
        }
        return candidates.indices.filter { chosen[$0] }.map { (candidates[$0].member, candidates[$0].function) }
    }

    /// `seeds` and every node whose calls all come, outside closures, from nodes in the result:
    /// the nodes that run only when a seed does. Only what a member calls can join, so the walk
    /// follows `callees` from the seeds.
    private static func calledOnlyFrom(_ seeds: Set<Node>, callers: [Node: [Edge]], callees: [Node: [Node]]) -> Set<Node> {
        var result = seeds
        var pending = seeds.flatMap { callees[$0] ?? [] }
        while let candidate = pending.popLast() {
            guard !result.contains(candidate), let calls = callers[candidate], !calls.isEmpty,
                  calls.allSatisfy({ !$0.inClosure && result.contains($0.caller) }) else { continue }
            result.insert(candidate)
            pending += callees[candidate] ?? []
        }
        return result
    }

    /// The methods the RIB's view controllers call on their listener (`listener?.viewDidLoad()`)
    /// only straight from `viewDidLoad`, which UIKit runs once per view controller. Only
    /// `viewDidLoad` is parsed, and another body only when its bytes name one of the methods:
    /// views hold most of an app's code, and their bodies are otherwise parsed only for the rules
    /// that ask. The calls are found as the interactor's calls of its router are, with `listener`
    /// for the router property.
    private static func listenerCallsOnlyFromViewDidLoad(of rib: RIB, model: ProjectModel) -> Set<String> {
        func listenerCalls(in block: Block) -> [(name: String, inClosure: Bool)] {
            var finder = InteractorCalls(routerProperties: ["listener"], ownRouterProperties: [])
            finder.collect(block)
            return finder.calls.compactMap { call in
                guard case .router(let name) = call.callee else { return nil }
                return (name, call.inClosure)
            }
        }
        func isViewDidLoad(_ member: TypeMember) -> Bool {
            guard let function = member.function else { return false }
            return function.kind == .function && function.name.text == "viewDidLoad" && function.parameters.isEmpty
        }
        var once: Set<String> = []
        var elsewhere: Set<String> = []
        // Also once: a method that does its work once per instance (`if didAppear { return }` ...
        // `didAppear = true` in `viewDidAppear`). Only bodies that name the listener can tell it
        // anything, so only those are parsed.
        var runOnce: Set<[UInt32]> = []
        let views = rib.types(.view) + rib.types(.presenter)
        for view in views {
            for member in model.types[view].members {
                guard let function = member.function, let body = function.body else { continue }
                let loads = isViewDidLoad(member)
                guard loads || (function.kind == .function && LoadingCalls.mayGuardOnce(model.files[member.file].source.bytes, body)),
                      let block = model.block(of: function, in: member.file) else { continue }
                if !loads {
                    guard let found = OnceGuard.of(block, source: model.files[member.file].source),
                          !found.isReopened(in: view, model: model) else { continue }
                }
                runOnce.insert([UInt32(member.file), body.start])
                // Inside a closure there, it may run again.
                for call in listenerCalls(in: block) {
                    if call.inClosure { elsewhere.insert(call.name) } else { once.insert(call.name) }
                }
            }
        }
        guard !once.isEmpty else { return [] }
        for view in views {
            for member in model.types[view].members where !(member.function?.body.map { runOnce.contains([UInt32(member.file), $0.start]) } ?? false) {
                let bytes = model.files[member.file].source.bytes
                for range in member.decl.bodyRanges where once.contains(where: { ByteSearch.contains(bytes, $0, in: range) }) {
                    for call in listenerCalls(in: model.bodies.block(file: member.file, range: range)) { elsewhere.insert(call.name) }
                }
            }
        }
        return once.subtracting(elsewhere)
    }

    /// The router functions called, besides at load, only from the interactor's answers to
    /// children's listener calls, each with one answer per call path. A route that detaches the
    /// child it answers (or after the interactor had it detached) before attaching another runs
    /// once per such child.
    let listenerSenders: [String: [ListenerAnswer]]

    /// The functions neither the class nor its interactor calls: only other code, if any, does.
    let uncalled: Set<String>

    /// Whether the interactor calls, on its own router, a framework extension's helper that
    /// detaches any child (`RouterChildEvents.detachesAnyChild` counts the class's own calls).
    let interactorCallsChildDetachingHelper: Bool

    /// The interactor's properties that hold its router: `router`, and any whose declared type
    /// is the router or a routing protocol. With `distinguishingOwn`, also those that hold this
    /// very router: `router`, and any whose type is the router or a protocol it conforms to (not
    /// another RIB's routing protocol); empty without.
    private static func routerProperties(of interactor: TypeID, router: TypeID, model: ProjectModel,
                                         distinguishingOwn: Bool = false) -> (all: Set<String>, own: Set<String>) {
        var all: Set<String> = ["router"]
        var own: Set<String> = distinguishingOwn ? ["router"] : []
        for member in model.types.membersIncludingInherited(of: interactor, visibleFrom: nil) {
            guard let property = member.property, let written = property.type,
                  let type = model.types.lookup(written.name, fromFile: member.file) else { continue }
            if type == router || model.hasRole(type, .routing) { all.insert(property.name.text) }
            if distinguishingOwn, type == router || model.types.conforms(router, to: type) { own.insert(property.name.text) }
        }
        return (all, own)
    }

    /// The calls one interactor body makes: of its own functions (`f()`, `self.f()`) and of its
    /// router's (`router?.f()`, `self.router?.f()`), each marked when made inside a closure.
    private struct InteractorCalls {
        let routerProperties: Set<String>
        let ownRouterProperties: Set<String>
        /// The router functions called on the interactor's own router, anywhere in the body.
        var ownRouterCalls: [String] = []
        /// Whether a closure's body does its work once per instance (`OnceGuard`): its calls
        /// are then counted as if written in place.
        var runsOnce: (Block) -> Bool = { _ in false }
        var calls: [(callee: Node, inClosure: Bool, argumentCase: String?, routerCallsBefore: [String])] = []
        var closureDepth = 0
        /// The router functions called so far outside closures, in source order.
        var routerCalls: [String] = []

        mutating func collect(_ block: Block) {
            block.walk { node in visit(node) }
        }

        private mutating func visit(_ node: SyntaxNode) -> Bool {
            switch node {
            case .expression(.closure(let closure)):
                let inPlace = runsOnce(closure.body)
                if !inPlace { closureDepth += 1 }
                closure.body.walk { node in visit(node) }
                if !inPlace { closureDepth -= 1 }
                return false
            case .expression(.call(let call)) where RouterChildEvents.runsClosureOnce(call):
                // `Task { router?.routeToHome() }`: the closure runs once, as if written in place.
                for argument in call.arguments {
                    if case .closure(let closure) = argument.value {
                        closure.body.walk { node in visit(node) }
                    } else {
                        argument.value.walk { node in visit(node) }
                    }
                }
                for trailing in call.trailingClosures { trailing.closure.body.walk { node in visit(node) } }
                return false
            case .expression(.call(let call)):
                switch call.callee {
                case .identifier(let name):
                    calls.append((.interactor(name.text), closureDepth > 0, nil, closureDepth > 0 ? [] : routerCalls))
                case .member(let base?, let name):
                    let receiver = Bindings.unwrapped(base)
                    if Bindings.isSelf(receiver) {
                        calls.append((.interactor(name.text), closureDepth > 0, nil, closureDepth > 0 ? [] : routerCalls))
                    } else if isRouter(receiver) {
                        let argumentCase = call.arguments.first.flatMap { RouterChildEvents.enumCase($0.value) }
                        calls.append((.router(name.text), closureDepth > 0, argumentCase, closureDepth > 0 ? [] : routerCalls))
                        if closureDepth == 0 { routerCalls.append(name.text) }
                        if isOwnRouter(receiver) { ownRouterCalls.append(name.text) }
                    }
                default:
                    break
                }
            default:
                break
            }
            return true
        }

        private func isRouter(_ expr: Expr) -> Bool { isOne(expr, of: routerProperties) }

        private func isOwnRouter(_ expr: Expr) -> Bool { isOne(expr, of: ownRouterProperties) }

        /// `p` or `self.p` for one of `properties`.
        private func isOne(_ expr: Expr, of properties: Set<String>) -> Bool {
            switch expr {
            case .identifier(let name): return properties.contains(name.text)
            default: return Bindings.selfMember(expr).map(properties.contains) ?? false
            }
        }
    }
}

/// The child events of every class that routes, and which of its methods run only while its
/// RIB loads.
public struct RoutingClassEvents: @unchecked Sendable {
    /// The routing classes, in the model's order.
    public let routingClasses: [TypeID]
    public let events: [TypeID: RouterChildEvents]
    /// Per routing class that attaches a child of its own, the methods that run only while the
    /// RIB loads (see `LoadingCalls`); empty for the others.
    public let onlyAtLoad: [TypeID: Set<String>]
    /// Per routing class, the methods whose callers guard them with a nil-check of what they set
    /// (`LoadingCalls.guardedByCallers`).
    public let guardedByCallers: [TypeID: Set<String>]
    /// Per routing class that attaches a child of its own, the methods that run only while the
    /// RIB is deactivated (`LoadingCalls.onlyAtTeardown`); empty for the others.
    public let onlyAtTeardown: [TypeID: Set<String>]
    /// Per routing class, the methods that neither it nor its interactor calls, whose name another
    /// routing class calls only on a router it has just built (`RouterFunctionEvents.freshChildCalls`):
    /// they run once per instance, like a set-up step of the parent's.
    public let calledOnFreshInstances: [TypeID: Set<String>]
    /// Per routing class, the methods run only at load or in answer to children's listener calls,
    /// with the children answered on each call path (`LoadingCalls.listenerSenders`).
    public let listenerSenders: [TypeID: [String: [ListenerAnswer]]]
    /// The routing classes on which their interactor calls a framework extension's helper that
    /// detaches any child (`router?.detachCurrentChild()` taking `children.last`).
    public let detachedThroughInteractorHelpers: Set<TypeID>
}

/// Runs `RouterChildEvents` and `LoadingCalls` once per routing class for the leak rules.
public enum RouterChildEventsAnalyzer: Analyzer {
    public static let name = "router-child-events"
    public static let summary = "what each routing class's methods attach, detach, assign and check, and which run only at load"
    public static let requires: [any Analyzer.Type] = []

    public static func run(_ pass: AnalysisPass) -> RoutingClassEvents {
        let model = pass.model
        let classes = RouterChildEvents.routingClasses(model)
        let computed = parallelMap(classes, jobs: pass.jobs) { router -> (RouterChildEvents, LoadingCalls?) in
            let events = RouterChildEvents(router: router, model: model)
            // Which methods run only at load matters only where the class itself attaches a
            // child it holds or builds (not a helper's parameter); elsewhere it is not computed.
            let attaches = events.ownFunctions.contains { $0.attaches.contains { !$0.isParameter } }
            guard attaches else { return (events, nil) }
            return (events, LoadingCalls(router: router, rib: model.rib(containing: router), events: events, model: model))
        }
        // Method names called on a router just built, and names called otherwise on a value that
        // is not the class itself: a name called both ways is not a set-up step.
        var fresh: Set<String> = []
        var other: Set<String> = []
        for (routerEvents, _) in computed {
            for function in routerEvents.functions {
                fresh.formUnion(function.freshChildCalls)
                other.formUnion(function.otherReceiverCalls)
            }
        }
        fresh.subtract(other)
        var events: [TypeID: RouterChildEvents] = [:]
        var onlyAtLoad: [TypeID: Set<String>] = [:]
        var guardedByCallers: [TypeID: Set<String>] = [:]
        var onlyAtTeardown: [TypeID: Set<String>] = [:]
        var calledOnFreshInstances: [TypeID: Set<String>] = [:]
        var listenerSenders: [TypeID: [String: [ListenerAnswer]]] = [:]
        var detachingAnyChild: Set<TypeID> = []
        for (router, (routerEvents, loading)) in zip(classes, computed) {
            if loading?.interactorCallsChildDetachingHelper == true { detachingAnyChild.insert(router) }
            events[router] = routerEvents
            onlyAtLoad[router] = loading?.onlyAtLoad ?? []
            guardedByCallers[router] = loading?.guardedByCallers ?? []
            onlyAtTeardown[router] = loading?.onlyAtTeardown ?? []
            calledOnFreshInstances[router] = loading.map { $0.uncalled.intersection(fresh) } ?? []
            listenerSenders[router] = loading?.listenerSenders ?? [:]
        }
        return RoutingClassEvents(routingClasses: classes, events: events, onlyAtLoad: onlyAtLoad, guardedByCallers: guardedByCallers,
                                  onlyAtTeardown: onlyAtTeardown, calledOnFreshInstances: calledOnFreshInstances,
                                  listenerSenders: listenerSenders, detachedThroughInteractorHelpers: detachingAnyChild)
    }
}
