import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `leak/self-capture-in-stored-closure`: a closure that captures `self` strongly and is stored
/// in a property of `self`.
enum SelfCaptureInStoredClosure: Rule {
    static let description = RuleDescription(
        id: "leak/self-capture-in-stored-closure",
        defaultSeverity: .warning,
        summary: "a closure stored in a property of self captures self strongly",
        rationale: """
            A closure that uses `self` (explicitly, or through a `[self]` capture) keeps `self` \
            alive; stored in a property of `self` (`handler = { ... }`, `self.handler = { ... }`, \
            `handlers.append { ... }`, `handlers += [{ ... }]`, `handlers[key] = { ... }`, or a \
            `lazy var` initialised with a closure) it makes an object that retains itself: the \
            interactor, presenter or view controller outlives the detach of its RIB. Capture \
            `[weak self]` (with `guard let self else { return }` inside) or `[unowned self]`. \
            Closures passed to a function or chained to `disposeOnDeactivate` are not stored in \
            `self` and are not flagged, nor is `bag.insert { ... }` (RxSwift's result-builder \
            overload runs the closure at once and keeps only the disposables it returns). Nor is a singleton whose every `init` is private and \
            whose only instance is its own `static let` (`static let shared = PhotoStore()`): it lives \
            as long as the process anyway. The rule looks at every class and actor of the project.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class PlayerInteractor: PresentableInteractor<PlayerPresentable>, PlayerInteractable {
                    private var retry: (() -> Void)?
                    private var fallback: (() -> Void)?
                    private var skip: (() -> Void)?
                    private lazy var title: String = { self.makeTitle() }()
                    private var bag = DisposeBag()
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        retry = { [weak self] in self?.reload() }
                        fallback = { [weak self] in
                            guard let self = self else { return }
                            self.reload()
                        }
                        skip = { [unowned self] in self.reload() }
                        // Not stored in a property of self.
                        DispatchQueue.main.async { self.reload() }
                        let work = { self.reload() }
                        work()
                        stream.subscribe(onNext: { _ in self.reload() }).disposeOnDeactivate(interactor: self)
                        // Run at once by RxSwift's result builder: the bag keeps disposables, not the closure.
                        bag.insert {
                            stream.withUnretained(self).subscribe(onNext: { owner, _ in owner.reload() })
                        }
                    }
                    func reload() {}
                    func makeTitle() -> String { "" }
                }
                """),
            RuleExample("""
                final class Screen {
                    private var onTap: (() -> Void)?
                    // Computed: forwards nowhere that self owns.
                    var onClose: (() -> Void)? {
                        get { nil }
                        set { Registry.shared.onClose = newValue }
                    }
                    // An observer whose stored closure holds self weakly.
                    var isVisible = false {
                        didSet { onTap = { [weak self] in self?.close() } }
                    }
                    func configure(onTap: @escaping () -> Void) {
                        // A parameter, not the property; and a closure without self.
                        var handler = { self.close() }
                        handler = { print("tap") }
                        self.onTap = onTap
                        self.onTap = { print("tap") }
                        self.onClose = { self.close() }
                        handler()
                    }
                    func close() {}
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class PlayerInteractor: PresentableInteractor<PlayerPresentable>, PlayerInteractable {
                    private var onProgress: ((Double) -> Void)?
                    private var onFinish: (() -> Void)?
                    private var onError: ((Error) -> Void)?
                    private var handlers: [() -> Void] = []
                    private var handlersByKey: [String: () -> Void] = [:]
                    private var optionalHandlers: [() -> Void]?
                    private lazy var onReload: () -> Void = { ↓self.reload() }
                    // An observer that stores a closure into a property of self.
                    var isPlaying = false {
                        didSet { onFinish = { ↓self.reload() } }
                    }
                    override func didBecomeActive() {
                        super.didBecomeActive()
                        onProgress = { progress in
                            ↓self.presenter.show(progress: progress)
                        }
                        onFinish = { [↓self] in finish() }
                        self.onError = { error in ↓self.show(error) }
                        handlers.append { ↓self.reload() }
                        handlers += [{ ↓self.reload() }]
                        handlers.insert({ ↓self.reload() }, at: 0)
                        handlersByKey["reload"] = { ↓self.reload() }
                        optionalHandlers?.append { ↓self.reload() }
                        // Declared by a framework superclass: still a property of self.
                        self.completionBlock = { ↓self.finish() }
                    }
                    func reload() {}
                    func finish() {}
                    func show(_ error: Error) {}
                }
                """),
        ]
    )

    static func check(_ pass: RulePass) {
        let model = pass.model
        for info in model.types.types where info.kind == .class || info.kind == .actor {
            // The members whose bytes pass the filter, found first: most classes have none, and
            // then their property names (inherited ones too) are never gathered.
            // A function is a candidate for its body; a property for its accessor block, its lazy
            // closure, or both.
            var candidates: [(member: TypeMember, checksAccessors: Bool, lazy: Closure?)] = []
            for member in info.members {
                switch member.decl {
                case .function(let function):
                    // Most bodies of most classes never name `self`: skip them without parsing.
                    if function.body != nil, mayStoreSelfCapturingClosure(function.bodyTraits) { candidates.append((member, false, nil)) }
                case .property(let property):
                    let checksAccessors = property.accessorBlock != nil && mayStoreSelfCapturingClosure(property.accessorTraits)
                    // `lazy var handler = { self.x() }` stores the closure; `= { ... }()` stores its result.
                    let lazy = property.modifiers.contains(.lazy) ? lazyClosure(property, in: member.file, model: model) : nil
                    if checksAccessors || lazy != nil { candidates.append((member, checksAccessors, lazy)) }
                default:
                    continue
                }
            }
            guard !candidates.isEmpty, !isSingleton(info, model: model) else { continue }
            var stored: Set<String> = []
            var computed: Set<String> = []
            for member in model.types.membersIncludingInherited(of: info.id, visibleFrom: nil) {
                guard let property = member.property, property.modifiers.isDisjoint(with: [.static, .class]) else { continue }
                if property.isComputed {
                    computed.insert(property.name.text)
                } else {
                    stored.insert(property.name.text)
                }
            }
            let ribName = model.rib(containing: info.id).map { model[$0].name }
            for candidate in candidates {
                let member = candidate.member
                let source = model.files[member.file].source
                func report(_ store: StoredClosure) {
                    pass.report(captureMessage(property: store.property, owner: info.qualifiedName),
                                in: source, at: store.selfOffset, rib: ribName)
                }
                switch member.decl {
                case .function(let function):
                    guard let block = model.block(of: function, in: member.file) else { continue }
                    var finder = StoredClosureFinder(stored: stored, computed: computed, locals: Set(function.parameters.map(\.name)))
                    finder.collectLocals(block)
                    finder.find(in: block).forEach(report)
                case .property(let property):
                    if candidate.checksAccessors, let block = model.accessorBlock(of: property, in: member.file) {
                        var finder = StoredClosureFinder(stored: stored, computed: computed, locals: ["newValue", "oldValue"])
                        finder.collectLocals(block)
                        finder.find(in: block).forEach(report)
                    }
                    if let closure = candidate.lazy, let offset = strongSelf(in: closure) {
                        report(StoredClosure(property: property.name.text, selfOffset: offset))
                    }
                default:
                    continue
                }
            }
        }
    }

    /// A class whose only instance is its own `static let` (`static let shared = PhotoStore()`
    /// with every `init` private, and no other code of the class making one): that instance lives
    /// as long as the process, so a closure it keeps that captures `self` frees nothing later
    /// than it would be freed anyway.
    private static func isSingleton(_ info: TypeInfo, model: ProjectModel) -> Bool {
        var hasInit = false
        var sharedInstance: SourceRange?
        var otherCode: [(file: FileIndex, range: SourceRange)] = []
        for member in info.members {
            if let function = member.function {
                if function.kind == .initializer {
                    // `fileprivate` lets other types of the file make one; a class with only a
                    // convenience `init` inherits its superclass's, which anyone may call.
                    guard function.modifiers.contains(.private) else { return false }
                    if !function.modifiers.contains(.convenience) { hasInit = true }
                } else if let body = function.body {
                    otherCode.append((member.file, body))
                }
            } else if let property = member.property {
                if sharedInstance == nil, property.isLet, property.modifiers.contains(.static),
                   let initializer = property.initializer, isConstruction(of: info, in: property, file: member.file, model: model) {
                    sharedInstance = initializer
                    continue
                }
                for range in [property.initializer, property.accessorBlock].compactMap({ $0 }) { otherCode.append((member.file, range)) }
            }
        }
        guard hasInit, sharedInstance != nil else { return false }
        // A factory method (`static func make() -> PhotoStore { PhotoStore() }`) makes as many as
        // it is called: none of the class's other code may name a construction of it.
        return !otherCode.contains { code in
            let bytes = model.files[code.file].source.bytes
            return ByteSearch.contains(bytes, info.name + "(", in: code.range) || ByteSearch.contains(bytes, "Self(", in: code.range)
                || ByteSearch.contains(bytes, ".init(", in: code.range)
        }
    }

    /// Whether a property's initial value is a construction of the class itself
    /// (`PhotoStore(...)`, `PhotoStore.init(...)`, `Self(...)`, or `.init(...)` under its type).
    private static func isConstruction(of info: TypeInfo, in property: PropertyDecl, file: FileIndex, model: ProjectModel) -> Bool {
        guard let block = model.initializerBlock(of: property, in: file), block.statements.count == 1,
              case .expression(.call(let call)) = block.statements[0] else { return false }
        switch call.callee {
        case .identifier(let name): return name.text == info.name || name.text == "Self"
        case .member(.identifier(let base)?, let name): return base.text == info.name && name.text == "init"
        case .member(nil, let name): return name.text == "init" && property.type?.name == info.name
        default: return false
        }
    }

    /// The closure literal a `lazy var` is initialised with (not `{ ... }()`, which stores the
    /// result). The initializer alone would parse as a braced block and lose the capture list, so
    /// the declaration from its `var` keyword is parsed as a local declaration instead.
    private static func lazyClosure(_ property: PropertyDecl, in file: FileIndex, model: ProjectModel) -> Closure? {
        let bytes = model.files[file].source.bytes
        // A closure that captures `self` names it in the initializer.
        guard let initializer = property.initializer, ByteSearch.contains(bytes, "self", in: initializer) else { return nil }
        let lowest = Int(property.range.start)
        var keyword: Int?
        var offset = min(Int(property.name.offset), bytes.count) - 3
        while offset >= lowest, keyword == nil {
            if bytes[offset] == UInt8(ascii: "v"), bytes[offset + 1] == UInt8(ascii: "a"), bytes[offset + 2] == UInt8(ascii: "r") {
                keyword = offset
            }
            offset -= 1
        }
        guard let keyword else { return nil }
        let block = model.bodies.block(file: file, range: SourceRange(start: UInt32(keyword), end: property.range.end))
        guard block.statements.count == 1, case .local(let local) = block.statements[0],
              case .closure(let closure)? = local.initializer else { return nil }
        return closure
    }

    /// Whether a body can hold what the rule reports, judged from the traits the parser noted so
    /// that most bodies are never parsed (nor their bytes read): it names `self`, and it either
    /// names `append`, `insert` or `updateValue` (`StoredClosureFinder.addingCalls`) or assigns
    /// a value that starts with a closure or a collection literal (`= {`, `+= [{`, `= ({`).
    static func mayStoreSelfCapturingClosure(_ traits: BodyTraits) -> Bool {
        traits.contains(.namesSelf) && !traits.isDisjoint(with: [.namesCollectionAdder, .assignsBracketedValue])
    }

    struct StoredClosure {
        var property: String
        var selfOffset: UInt32
    }

    /// Finds closures assigned or added to stored properties of `self` in one body.
    struct StoredClosureFinder {
        let stored: Set<String>
        /// Computed properties of the class: `self.x` is stored only when `x` is not one of them
        /// (a property inherited from a framework class, `completionBlock`, counts as stored).
        let computed: Set<String>
        /// Parameters and every local name of the body: an unqualified name among them is not
        /// the property.
        var locals: Set<String>

        static let addingCalls: Set<String> = ["append", "insert", "updateValue"]

        mutating func collectLocals(_ block: Block) {
            var names = locals
            block.walk { node in
                switch node {
                case .statement(.local(let local)):
                    for name in local.names { names.insert(name.text) }
                case .statement(.control(let control)):
                    for condition in control.conditions { for binding in condition.bindings { names.insert(binding.text) } }
                case .expression(.closure(let closure)):
                    names.formUnion(closure.parameters)
                default:
                    break
                }
                return true
            }
            locals = names
        }

        func find(in block: Block) -> [StoredClosure] {
            var result: [StoredClosure] = []
            block.walk { node in
                switch node {
                case .statement(.assignment(let assignment)):
                    if let property = storedProperty(assignment.target) ?? subscriptedProperty(assignment.target) {
                        for closure in closures(in: assignment.value) {
                            if let offset = SelfCaptureInStoredClosure.strongSelf(in: closure) {
                                result.append(StoredClosure(property: property, selfOffset: offset))
                            }
                        }
                    }
                case .expression(.call(let call)):
                    if case .member(let base?, let name) = call.callee, StoredClosureFinder.addingCalls.contains(name.text),
                       !isResultBuilderInsert(call, name: name.text),
                       let property = storedProperty(Bindings.unwrapped(base)) {
                        let values = call.arguments.flatMap { closures(in: $0.value) } + call.trailingClosures.map(\.closure)
                        for closure in values {
                            if let offset = SelfCaptureInStoredClosure.strongSelf(in: closure) {
                                result.append(StoredClosure(property: property, selfOffset: offset))
                            }
                        }
                    }
                default:
                    break
                }
                return true
            }
            return result
        }

        /// `bag.insert { ... }` with nothing but a trailing closure: RxSwift's `@DisposableBuilder`
        /// overload runs the closure at once and keeps the disposables it returns, never the
        /// closure. (No collection's `insert` takes a closure alone: a `Set` needs a hashable
        /// element, an array's `insert` an `at:` index.)
        private func isResultBuilderInsert(_ call: Call, name: String) -> Bool {
            name == "insert" && call.arguments.isEmpty && call.trailingClosures.count == 1
        }

        /// `self.p` or an unqualified `p` that no local shadows, `p` a stored property.
        private func storedProperty(_ expr: Expr) -> String? {
            switch expr {
            case .identifier(let name):
                return stored.contains(name.text) && !locals.contains(name.text) ? name.text : nil
            default:
                guard let name = Bindings.selfMember(expr) else { return nil }
                return computed.contains(name) ? nil : name
            }
        }

        /// `p[key]`: an element of a stored collection.
        private func subscriptedProperty(_ expr: Expr) -> String? {
            if case .subscriptCall(let base, _, _) = expr { return storedProperty(base) }
            return nil
        }

        /// The closures a value stores: the closure itself, or the closures of an array literal.
        private func closures(in value: Expr) -> [Closure] {
            switch value {
            case .closure(let closure):
                return [closure]
            case .collection(let elements, _):
                return elements.compactMap { if case .closure(let closure) = $0 { return closure } else { return nil } }
            case .tuple(let arguments, _) where arguments.count == 1 && arguments[0].label == nil:
                return closures(in: arguments[0].value)
            default:
                return []
            }
        }
    }

    /// Where a closure captures `self` strongly: a `[self]` (or `[x = self]`) capture, else the
    /// first `self` in its body outside nested closures that capture `self` weakly; nil when the
    /// closure captures `self` weakly or unowned, or never names it.
    static func strongSelf(in closure: Closure) -> UInt32? {
        for capture in closure.captures {
            if capture.value == nil, capture.name.text == "self" {
                return capture.specifier == nil ? capture.name.offset : nil
            }
            if let value = capture.value, capture.specifier == nil, case .identifier(let name) = value, name.text == "self" {
                return name.offset
            }
        }
        var found: UInt32?
        closure.body.walk { node in
            guard found == nil else { return false }
            switch node {
            case .expression(.identifier(let name)) where name.text == "self":
                found = name.offset
                return false
            case .expression(.closure(let nested)):
                return !nested.captures.contains { $0.name.text == "self" && $0.value == nil && $0.specifier != nil }
            default:
                return true
            }
        }
        return found
    }

    private static func captureMessage(property: String, owner: String) -> String {
        "the closure stored in `\(property)` of \(owner) captures `self` strongly, so \(owner) retains itself; "
            + "capture `[weak self]` instead"
    }
}
