import RIBLintAST
import RIBLintLexer
import RIBLintCore
import RIBLintModel

// RIB ownership and reach: which RIB a type belongs to, and what value a subscription's receiver
// starts at (a property, a parameter, a local bound earlier in the body, a cast, the result of a
// builder's `build`). `rx/upward-subscription` asks which descendant a receiver reaches; the
// subscription-sites analysis asks whether a subscription's call is a method the project declares.

/// Which RIB a project type speaks for, computed once per run so that each receiver costs a
/// dictionary look-up instead of a walk over a RIB's descendants and their files.
public struct UpwardOwnership {
    public enum Owner {
        /// A part or parent-facing protocol of one RIB (its routing, interactable, interactor,
        /// router, buildable, builder, component, presenter, view, worker, ...).
        case part(RIBID)
        /// A type declared in a file that belongs to these RIBs only (a helper, an event enum).
        case declaredIn([RIBID])
    }

    private var owners: [TypeID: Owner] = [:]

    /// The RIB (or RIBs) a project type speaks for; nil for a type of no RIB.
    public func owner(of type: TypeID) -> Owner? { owners[type] }

    public init(model: ProjectModel) {
        var fileOwners: [FileIndex: [RIBID]] = [:]
        for rib in model.ribs {
            for file in rib.fileIndices where fileOwners[file]?.contains(rib.id) != true { fileOwners[file, default: []].append(rib.id) }
        }
        for id in model.types.ids where !model.customBaseClasses.contains(id) {
            if let rib = model.rib(containing: id) {
                // The listener and the dependency protocol belong to the child on paper but the
                // parent implements them: values of those types are the parent itself.
                let roles = model.roles(of: id)
                // A view grouped with a RIB by its name (a shared `SearchView` button beside a
                // `Search` RIB) that conforms to none of the RIB's protocols cannot be the view
                // its router is handed: it is not the RIB's.
                if roles == [.view], !UpwardOwnership.conformsToAnyProtocol(id, of: model[rib], model: model) { continue }
                if roles.contains(where: { $0 != .listener && $0 != .dependency }) || roles.isEmpty { owners[id] = .part(rib) }
            } else if let ribs = fileOwners[model[id].file] {
                // Same reason for a listener or dependency protocol the model did not tie to the RIB.
                let info = model[id]
                if info.kind == .protocol && (info.name.hasSuffix("Listener") || info.name.hasSuffix("Dependency")) { continue }
                owners[id] = .declaredIn(ribs)
            }
        }
    }

    private static func conformsToAnyProtocol(_ type: TypeID, of rib: RIB, model: ProjectModel) -> Bool {
        rib.parts.contains { part in
            model[part.type].kind == .protocol && model.types.conforms(type, to: part.type)
        }
    }

    /// The descendant of `rib` that a type belongs to. A type declared in files counts only at the
    /// start of a receiver (`onlyParts == false`): deeper in a chain (`services.storyStore`) it
    /// is more likely a model shared through someone else than the child itself.
    /// - Parameter passedDown: types that reach `rib` through dependency injection; declared in a
    ///   child's files or not, they are services shared from above, not the child's.
    public func descendant(owning type: TypeID, below rib: RIBID, tree: RIBTree, onlyParts: Bool,
                    passedDown: Set<TypeID> = []) -> RIBID? {
        switch owners[type] {
        case .part(let owner)?:
            return tree.descendants(of: rib).contains(owner) ? owner : nil
        case .declaredIn(let ribs)?:
            guard !onlyParts, !passedDown.contains(type) else { return nil }
            let descendants = tree.descendants(of: rib)
            return ribs.allSatisfy(descendants.contains) ? ribs.first : nil
        case nil:
            return nil
        }
    }

    /// The project types that the dependency protocols of `rib` and of its ancestors require: what
    /// the RIB is handed from above.
    public static func typesPassedDown(to rib: RIBID, model: ProjectModel) -> Set<TypeID> {
        var result: Set<TypeID> = []
        for id in model.tree.ancestors(of: rib).union([rib]) {
            guard let dependency = model[id].dependency else { continue }
            for member in model.types.members(of: dependency, visibleFrom: nil) {
                guard let type = member.property?.type,
                      let resolved = model.types.lookup(TypeText.nominalName(type.text), fromFile: member.file) else { continue }
                result.insert(resolved)
            }
        }
        return result
    }
}

/// What a receiver expression stands for, as far as a lint can tell.
public indirect enum UpwardReach {
    case unknown
    /// A collection (`[StoryRouting]`, `[String: StoryRouting]`, `Set<...>`) of such values.
    case elements(UpwardReach)
    /// A value of a project type that is not a descendant's.
    case value(TypeID)
    /// A value reached through a descendant RIB: `through` is the last descendant type the chain
    /// passed (`StoryRouting` for `storyBuilder.build(...)`); `exact` when the value is of that type
    /// (not, say, an `Observable` property of it).
    case descendant(RIBID, through: TypeID, exact: Bool)
}

/// Resolves receivers in one body of one class: the locals, parameters and closure parameters
/// in scope at an offset, and the types of properties and members along a chain.
public struct UpwardReceiverResolver {
    private struct Binding {
        var name: String
        /// The binding is visible after this offset...
        var visibleAfter: UInt32
        /// ... up to this one (the end of its block).
        var scopeEnd: UInt32
        var type: TypeRef?
        var value: Expr?
        /// Where `value` is evaluated (before the binding itself is visible).
        var valueOffset: UInt32 = 0
        /// `for x in xs`, closure parameters, pattern bindings: nothing known about the value.
        var opaque: Bool
        /// `for x in value`: an element of the value.
        var isElement = false
    }

    public let model: ProjectModel
    /// Who owns what; nil where only the receivers' types matter (no `rib`).
    public let ownership: UpwardOwnership?
    /// The RIB whose descendants count; nil for a class of no RIB (a project's base router).
    public let rib: RIBID?
    public let owner: TypeID
    public let file: FileIndex
    private var bindings: [Binding] = []
    private let parameterTypes: [String: TypeRef]
    private let passedDown: Set<TypeID>

    public init(model: ProjectModel, ownership: UpwardOwnership?, rib: RIBID?, passedDown: Set<TypeID>, owner: TypeID,
         member: TypeMember, block: Block?) {
        self.model = model
        self.ownership = ownership
        self.rib = rib
        self.owner = owner
        file = member.file
        var parameters: [String: TypeRef] = [:]
        if let function = member.function {
            for parameter in function.parameters { if let type = parameter.type { parameters[parameter.name] = type } }
        }
        parameterTypes = parameters
        self.passedDown = passedDown
        if let block { collect(block.statements, scopeEnd: block.range.end) }
    }

    /// One resolver per body of a member (a property may have both an initializer and observers).
    public struct Cache {
        let model: ProjectModel
        let ownership: UpwardOwnership?
        let rib: RIBID?
        let passedDown: Set<TypeID>
        let owner: TypeID
        let member: TypeMember
        private var resolvers: [UInt32: UpwardReceiverResolver] = [:]

        public init(model: ProjectModel, ownership: UpwardOwnership?, rib: RIBID?, passedDown: Set<TypeID> = [], owner: TypeID,
                    member: TypeMember) {
            self.model = model
            self.ownership = ownership
            self.rib = rib
            self.passedDown = passedDown
            self.owner = owner
            self.member = member
        }

        public mutating func resolver(for site: SubscriptionSite) -> UpwardReceiverResolver {
            resolver(at: site.name.offset)
        }

        /// The resolver of the member's body that holds `offset`.
        public mutating func resolver(at offset: UInt32) -> UpwardReceiverResolver {
            let block = body(holding: offset)
            let key = block?.range.start ?? 0
            if let known = resolvers[key] { return known }
            let made = UpwardReceiverResolver(model: model, ownership: ownership, rib: rib, passedDown: passedDown, owner: owner,
                                              member: member, block: block)
            resolvers[key] = made
            return made
        }

        /// The body `Subscriptions.scans` found the site in (parsed once, by the model's cache).
        private func body(holding offset: UInt32) -> Block? {
            switch member.decl {
            case .function(let function):
                return model.block(of: function, in: member.file)
            case .property(let property):
                let blocks = [model.accessorBlock(of: property, in: member.file), model.initializerBlock(of: property, in: member.file)]
                return blocks.compactMap { $0 }.first { $0.range.start <= offset && offset < $0.range.end }
            default:
                return nil
            }
        }
    }

    // MARK: bindings

    private mutating func collect(_ statements: [Statement], scopeEnd: UInt32) {
        for statement in statements { collect(statement, scopeEnd: scopeEnd) }
    }

    private mutating func collect(_ statement: Statement, scopeEnd: UInt32) {
        switch statement {
        case .expression(let expr):
            collect(expr)
        case .assignment(let assignment):
            collect(assignment.target)
            collect(assignment.value)
        case .local(let local):
            if let initializer = local.initializer { collect(initializer) }
            let single = local.names.count == 1
            for name in local.names {
                bindings.append(Binding(name: name.text, visibleAfter: local.range.end, scopeEnd: scopeEnd,
                                        type: single ? local.type : nil, value: single ? local.initializer : nil,
                                        valueOffset: local.range.start, opaque: !single))
            }
            if let block = local.accessorBlock { collect(block.statements, scopeEnd: block.range.end) }
        case .control(let control):
            let keyword = control.keyword.text
            // `guard let x` binds for the rest of the enclosing block; `if let x` for the statement.
            let end = keyword == "guard" ? scopeEnd : control.range.end
            for condition in control.conditions {
                collect(condition.value)
                let single = condition.bindings.count == 1 && keyword != "switch"
                for name in condition.bindings {
                    let after = Swift.max(condition.value.range.end, name.offset)
                    bindings.append(Binding(name: name.text, visibleAfter: after, scopeEnd: end, type: nil,
                                            value: single ? condition.value : nil, valueOffset: condition.value.range.start,
                                            opaque: !single, isElement: keyword == "for"))
                }
            }
            for block in control.blocks { collect(block.statements, scopeEnd: block.range.end) }
        case .defer(let block):
            collect(block.statements, scopeEnd: block.range.end)
        case .jump(_, let value):
            if let value { collect(value) }
        case .declaration:
            break
        }
    }

    private mutating func collect(_ expr: Expr) {
        if case .closure(let closure) = expr {
            for capture in closure.captures {
                if let value = capture.value { collect(value) }
                // `[weak story]` names the outer `story`; `[story = self.story]` its value.
                let value = capture.value ?? .identifier(capture.name)
                bindings.append(Binding(name: capture.name.text, visibleAfter: closure.range.start, scopeEnd: closure.range.end,
                                        type: nil, value: value, valueOffset: closure.range.start, opaque: false))
            }
            for parameter in closure.parameters {
                bindings.append(Binding(name: parameter, visibleAfter: closure.range.start, scopeEnd: closure.range.end,
                                        type: nil, value: nil, opaque: true))
            }
            collect(closure.body.statements, scopeEnd: closure.range.end)
            return
        }
        expr.forEachChild { collect($0) }
    }

    /// The innermost binding of `name` visible at `offset`.
    private func binding(_ name: String, at offset: UInt32) -> Binding? {
        var best: Binding?
        for candidate in bindings where candidate.name == name && candidate.visibleAfter < offset && offset <= candidate.scopeEnd {
            if best == nil || candidate.visibleAfter > best!.visibleAfter { best = candidate }
        }
        return best
    }

    // MARK: reach

    /// What the receiver of `site` (its root and the links before the subscription) stands for.
    public func reach(of site: SubscriptionSite) -> UpwardReach {
        guard let root = site.root else { return .unknown }
        return chainReach(root: root, links: site.linksBefore, depth: 0)
    }

    /// What an expression of the body stands for (a receiver such as `child` in `child.events`).
    public func reach(ofReceiver expr: Expr) -> UpwardReach {
        reach(of: expr, at: expr.range.start, depth: 0)
    }

    /// Whether the subscription's name is, on its receiver, a method of a project type that
    /// returns nothing (`viewController.bind(to: viewModel)` declared by `MapViewControllable`):
    /// the project's own method, not a subscription.
    public func callsProjectMethod(_ site: SubscriptionSite) -> Bool {
        guard let root = site.root else { return false }
        let type: TypeID
        switch chainReach(root: root, links: site.linksBefore, depth: 0) {
        case .value(let value): type = value
        case .descendant(_, let through, exact: true): type = through
        default: return false
        }
        let methods = members(named: site.name.text, in: type).compactMap(\.function).filter { $0.kind == .function }
        return !methods.isEmpty && methods.allSatisfy { function in
            function.returnType.map(\.isVoid) ?? true
        }
    }

    /// `viewController` and `interactor` of a router, `presenter` of an interactor: properties of
    /// the framework's base classes, typed by the generic arguments the class passes up
    /// (`ViewableRouter<MapInteractable, MapViewControllable>`). (`interactable` and
    /// `viewControllable` are typed by the framework's own protocols.)
    private func frameworkPropertyReach(named name: String) -> UpwardReach {
        let role: RIBRole, suffix: String
        switch name {
        case "viewController" where model.hasRole(owner, .router): (role, suffix) = (.viewControllable, "ViewControllable")
        case "interactor" where model.hasRole(owner, .router): (role, suffix) = (.interactable, "Interactable")
        case "presenter" where model.hasRole(owner, .interactor): (role, suffix) = (.presentable, "Presentable")
        default: return .unknown
        }
        var file = model[owner].file
        for superclass in model.types.superclassChain(of: owner) {
            for argument in superclass.ref.genericArguments {
                guard let type = model.types.lookup(TypeText.nominalName(argument.text), fromFile: file),
                      model.hasRole(type, role) || model[type].name.hasSuffix(suffix)
                else { continue }
                return typeReach(argument.text, from: file, atStart: true)
            }
            if case .project(let id, _) = superclass { file = model[id].file }
        }
        return .unknown
    }

    /// The name of what a subscription reads from the descendant: the last link of its chain
    /// taken from a value that belongs to a descendant and that is no stream operator
    /// (`startFlow` in `child.startFlow().map(f).sink`, `isActiveStream` in
    /// `story.interactable.isActiveStream.filter(f).sink`); otherwise the chain's last link that
    /// is no operator, or its root.
    public func streamName(of site: SubscriptionSite) -> String? {
        guard let root = site.root else { return nil }
        var named: String?
        _ = chainReach(root: root, links: site.linksBefore, depth: 0) { link, before in
            if case .descendant = before, !UpwardReceiverResolver.streamOperators.contains(link.name.text) { named = link.name.text }
        }
        return named ?? site.linksBefore.last(where: { !UpwardReceiverResolver.streamOperators.contains($0.name.text) })?.name.text
            ?? site.rootName
    }

    /// RxSwift and Combine operators that derive a stream from the one before them: a message
    /// names the stream they read, not them.
    static let streamOperators: Set<String> = [
        "map", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchToLatest", "filter",
        "distinctUntilChanged", "removeDuplicates", "skip", "take", "takeUntil", "takeWhile", "prefix", "dropFirst",
        "drop", "startWith", "prepend", "append", "scan", "reduce", "debounce", "throttle", "delay", "timeout",
        "observe", "observeOn", "subscribeOn", "receive", "share", "shareReplay", "replay", "publish", "refCount",
        "asObservable", "asDriver", "asSignal", "asSingle", "asMaybe", "asCompletable", "asPublisher",
        "eraseToAnyPublisher", "withLatestFrom", "combineLatest", "merge", "zip", "catchError", "catchErrorJustReturn",
        "catch", "replaceError", "retry", "do", "handleEvents", "materialize", "dematerialize", "ignoreElements",
        "elementAt", "first", "last", "buffer", "window", "sample", "amb", "mapError", "setFailureType",
        "assertNoFailure", "print", "debug", "withUnretained", "filterNil", "asInfallible", "tryMap", "skipWhile",
        "takeLast", "compactMapValues",
    ]

    /// `visit` sees each link of the chain with the reach of what it is taken from.
    private func chainReach(root: Expr, links: ArraySlice<CallChain.Link>, depth: Int,
                            visit: ((CallChain.Link, UpwardReach) -> Void)? = nil) -> UpwardReach {
        var links = links
        var current: UpwardReach
        if case .identifier(let name) = root, name.text == "self", let first = links.first, first.call == nil {
            // `self.storyTracker` is the class's own property: as near the start as `storyTracker`.
            current = propertyReach(named: first.name.text, in: owner, atStart: true)
            if case .unknown = current { current = frameworkPropertyReach(named: first.name.text) }
            links = links.dropFirst()
        } else {
            current = reach(of: root, at: root.range.start, depth: depth + 1)
        }
        for link in links {
            visit?(link, current)
            current = step(current, link)
        }
        return current
    }

    private func reach(of expr: Expr, at offset: UInt32, depth: Int) -> UpwardReach {
        guard depth < 16 else { return .unknown }
        switch expr {
        case .identifier(let name):
            return identifierReach(name.text, at: offset, depth: depth)
        case .tuple(let arguments, _) where arguments.count == 1:
            return reach(of: arguments[0].value, at: offset, depth: depth + 1)
        case .postfix(let inner, let op) where op.text == "?" || op.text == "!":
            return reach(of: inner, at: offset, depth: depth + 1)
        case .prefix(let op, let inner) where op.text.hasPrefix("try") || op.text == "await":
            return reach(of: inner, at: offset, depth: depth + 1)
        case .sequence(let operands, let operators):
            // `x as? StoryRouting`: the cast's type; `a ?? b`: `a`'s.
            if let last = operators.last, last.text.hasPrefix("as"), let type = operands.last {
                let range = type.range
                guard range.start <= range.end else { return .unknown }
                return typeReach(model.files[file].source.text(Int(range.start)..<Int(range.end)), atStart: true)
            }
            if operators.allSatisfy({ $0.text == "??" }), let first = operands.first {
                return reach(of: first, at: offset, depth: depth + 1)
            }
            return .unknown
        case .subscriptCall(let base, _, _):
            if case .elements(let element) = reach(of: base, at: offset, depth: depth + 1) { return element }
            return .unknown
        case .call, .member:
            let chain = expr.callChain
            guard let root = chain.root else { return .unknown }
            // A call of a type or a free function: nothing to follow but what it constructs.
            if chain.links.isEmpty { return constructionReach(root) }
            return chainReach(root: root, links: chain.links[...], depth: depth)
        default:
            return .unknown
        }
    }

    /// `StoryBuilder(dependency: component)`: a value of the constructed type.
    private func constructionReach(_ expr: Expr) -> UpwardReach {
        guard case .call(let call) = expr, case .identifier(let name) = call.callee,
              name.text.first?.isUppercase == true else { return .unknown }
        return typeReach(name.text, atStart: true)
    }

    private func identifierReach(_ name: String, at offset: UInt32, depth: Int) -> UpwardReach {
        if name == "self" { return .value(owner) }
        if let binding = binding(name, at: offset) {
            if binding.opaque { return .unknown }
            if let type = binding.type { return typeReach(type.text, atStart: true) }
            guard let value = binding.value else { return .unknown }
            let reached = reach(of: value, at: binding.valueOffset, depth: depth + 1)
            guard binding.isElement else { return reached }
            if case .elements(let element) = reached { return element }
            return .unknown
        }
        if let type = parameterTypes[name] { return typeReach(type.text, atStart: true) }
        var property = propertyReach(named: name, in: owner, atStart: true)
        if case .unknown = property { property = frameworkPropertyReach(named: name) }
        if case .unknown = property, name.first?.isUppercase == true, let type = model.types.lookup(name, fromFile: file) {
            // A type name (`StoryRouter.shared`): only a descendant's part counts.
            if let rib, let ownership, let child = ownership.descendant(owning: type, below: rib, tree: model.tree, onlyParts: true) {
                return .descendant(child, through: type, exact: true)
            }
            return .value(type)
        }
        return property
    }

    /// A link applied to what the chain reached so far.
    private func step(_ current: UpwardReach, _ link: CallChain.Link) -> UpwardReach {
        switch current {
        case .unknown:
            return .unknown
        case .elements(let element):
            switch link.name.text {
            case "first", "last", "randomElement", "popFirst", "popLast", "removeFirst", "removeLast":
                return element
            case "values", "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast":
                return current
            default:
                return .unknown
            }
        case .value(let type):
            return memberReach(link, in: type, atStart: false)
        case .descendant(let child, let through, let exact):
            // Once through a child, always through it; keep naming the latest child type passed.
            guard exact else { return current }
            if case .descendant(let next, let type, _) = memberReach(link, in: through, atStart: false), next == child {
                return .descendant(child, through: type, exact: true)
            }
            return .descendant(child, through: through, exact: false)
        }
    }

    private func memberReach(_ link: CallChain.Link, in type: TypeID, atStart: Bool) -> UpwardReach {
        guard let member = member(named: link.name.text, in: type) else { return .unknown }
        if link.call != nil {
            guard let function = member.function, let returnType = function.returnType else { return .unknown }
            return typeReach(returnType.text, from: member.file, atStart: atStart)
        }
        guard let property = member.property else { return .unknown }
        return propertyTypeReach(property, file: member.file, atStart: atStart)
    }

    private func propertyReach(named name: String, in type: TypeID, atStart: Bool) -> UpwardReach {
        guard let member = member(named: name, in: type), let property = member.property else { return .unknown }
        return propertyTypeReach(property, file: member.file, atStart: atStart)
    }

    private func propertyTypeReach(_ property: PropertyDecl, file: FileIndex, atStart: Bool) -> UpwardReach {
        if let type = property.type { return typeReach(type.text, from: file, atStart: atStart) }
        // `let tracker = StoryProgressTracker()`: the constructed type.
        guard let block = model.initializerBlock(of: property, in: file), block.statements.count == 1,
              case .expression(let expr) = block.statements[0], case .call(let call) = expr,
              case .identifier(let name) = call.callee, name.text.first?.isUppercase == true else { return .unknown }
        return typeReach(name.text, from: file, atStart: atStart)
    }

    private func typeReach(_ written: String, atStart: Bool) -> UpwardReach {
        typeReach(written, from: file, atStart: atStart)
    }

    private func typeReach(_ written: String, from file: FileIndex, atStart: Bool) -> UpwardReach {
        if let element = TypeGrammar.collectionElement(of: written) {
            let reached = typeReach(element, from: file, atStart: atStart)
            if case .unknown = reached { return .unknown }
            return .elements(reached)
        }
        let name = TypeText.nominalName(written)
        guard !name.isEmpty, let type = model.types.lookup(name, fromFile: file) else { return .unknown }
        if let rib, let ownership, let child = ownership.descendant(owning: type, below: rib, tree: model.tree, onlyParts: !atStart,
                                                     passedDown: passedDown) {
            return .descendant(child, through: type, exact: true)
        }
        return .value(type)
    }

    /// The element type of an array, set or dictionary type as written (`[StoryRouting]?`,
    /// `[String: StoryRouting]`, `Set<StoryRouting>`); nil for any other type.
    /// Every member of that name of a project type, its superclasses and the protocols it refines.
    private func members(named name: String, in type: TypeID) -> [TypeMember] {
        var result = model.types.membersIncludingInherited(of: type, visibleFrom: nil).filter { $0.name == name }
        for supertype in model.types.sortedSupertypes(of: type) {
            result += model.types.members(of: supertype, visibleFrom: nil).filter { $0.name == name }
        }
        return result
    }

    /// A member of a project type, its superclasses' or the protocols it refines (first found).
    private func member(named name: String, in type: TypeID) -> TypeMember? {
        if let own = model.types.membersIncludingInherited(of: type, visibleFrom: nil).first(where: { $0.name == name && isValueMember($0) }) {
            return own
        }
        for supertype in model.types.sortedSupertypes(of: type) {
            if let inherited = model.types.members(of: supertype, visibleFrom: nil).first(where: { $0.name == name && isValueMember($0) }) {
                return inherited
            }
        }
        return nil
    }

    private func isValueMember(_ member: TypeMember) -> Bool {
        switch member.decl {
        case .property(let property): return !property.modifiers.contains(.static) && !property.modifiers.contains(.class)
        case .function(let function): return function.kind == .function
        default: return false
        }
    }
}

/// The RIB ownership of every project type, and for each RIB with descendants, the types handed
/// to it from above through dependency injection.
public struct RIBOwnership: @unchecked Sendable {
    public let ownership: UpwardOwnership
    /// Only RIBs with descendants (the only ones a subscription can reach below).
    public let passedDown: [RIBID: Set<TypeID>]
}

public enum RIBOwnershipAnalyzer: Analyzer {
    public static let name = "rib-ownership"
    public static let summary = "which RIB each project type speaks for, and what each parent RIB is handed from above"
    public static let requires: [any Analyzer.Type] = []

    public static func run(_ pass: AnalysisPass) -> RIBOwnership {
        let model = pass.model
        let parents = model.ribs.filter { !model.tree.descendants(of: $0.id).isEmpty }.map(\.id)
        let handed = parallelMap(parents, jobs: pass.jobs) { UpwardOwnership.typesPassedDown(to: $0, model: model) }
        return RIBOwnership(ownership: UpwardOwnership(model: model),
                            passedDown: Dictionary(uniqueKeysWithValues: zip(parents, handed)))
    }
}
