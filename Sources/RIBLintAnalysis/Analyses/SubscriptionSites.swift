import RIBLintAST
import RIBLintCore
import RIBLintLexer
import RIBLintModel

// Subscription sites: the analysis behind the subscription rules (`lifecycle/unconfined-subscription`,
// `rx/upward-subscription`, `rx/subscription-in-router`), run once per run by
// `SubscriptionSitesAnalyzer`.
//
// Usage, in a rule that requires `SubscriptionSitesAnalyzer`:
//
// ```swift
// for (member, scan) in pass.result(of: SubscriptionSitesAnalyzer.self).scans(of: typeID) {
//   for site in scan.sites {
//     site.name            // the `subscribe` / `sink` token: where a finding points
//     site.rootName        // `self`, `stream`, ... (nil for a call or an implicit member)
//     site.linksBefore     // the receiver path: `self.feedService.items` -> [feedService, items]
//     site.flow            // what becomes of the disposable (chained confinement, container, property, ...)
//     site.memberName      // `didBecomeActive`, `init`, a property's name
// }
// ```
//
// One walk per body; the walk keeps track of where every chain's value goes so that a rule can
// tell `_ = x.subscribe()` from `let d = x.subscribe()` from `bag.insert(x.subscribe())` without
// walking again.

/// Where the value of a chain ends up once the chain is complete.
public enum Destination: Sendable, Hashable {
    /// The chain is a statement of its own: the value is dropped (`x.subscribe(...)`).
    case statement
    /// `_ = chain`, `let _ = chain`.
    case discarded
    /// `self.d = chain` or `d = chain` for a stored property `d`; also a property's initializer.
    case property(String)
    /// `let d = chain`, `d = chain` for a local `d`.
    case local(String)
    /// An argument of a container call on a property path, or the right side of `+=`:
    /// `bag.insert(chain)`, `composite.insert(chain)`, `bag += chain`.
    case container(call: String, ValueRef)
    /// `return chain`, or the only expression of a function body that returns a value.
    case returned
    /// The only expression of a closure (its implicit result); `call` is the call the closure is
    /// passed to (`subscribe` in `x.subscribe(onNext: { y.subscribe() })`), if any.
    case closureResult(call: String?)
    /// An argument of another call (`Disposables.create(a, b)`, `print(chain)`).
    case argument(call: String?)
    /// Anything else (an operand, a condition, an element of a collection).
    case other
}

/// What becomes of a value (a subscription's disposable, or a local holding one): the calls
/// chained onto it and where the chain's value goes.
public struct DisposableFlow: Sendable {
    /// The calls chained after the value, in order (`disposed(by:)`, `disposeOnDeactivate(...)`).
    public var chained: [CallChain.Link]
    /// The first chained call named in the vocabulary's interactor or worker confinement calls.
    public var confinement: CallChain.Link?
    /// The first chained container call (`disposed(by: bag)`, `store(in: &set)`) with what its first
    /// argument names.
    public var container: (link: CallChain.Link, target: ValueRef)?
    public var destination: Destination
}

/// One subscription call in a body.
public struct SubscriptionSite: Sendable {
    /// The subscription call's name (`subscribe`, `sink`, ...): where findings point.
    public var name: Name
    /// The whole chain the call is a link of (`x.map { }.subscribe(...).disposed(by: bag)`).
    public var chain: CallChain
    /// Index of the subscription call in `chain.links`.
    public var linkIndex: Int
    /// What becomes of the returned disposable/cancellable.
    public var flow: DisposableFlow
    /// How many closures the call is nested in inside the body (0: the body's own statements).
    public var closureDepth: Int
    /// The member whose body holds the call (`didBecomeActive`, `init`, a property's name); set
    /// by `Subscriptions.scans(of:model:vocabulary:)`.
    public var memberName: String
    /// The file of that member (for `pass.report`); set by `sites(of:model:vocabulary:)`.
    public var file: FileIndex
    /// The stream completes at once (see `Subscriptions.completesAtOnce`); computed when the scan
    /// is given the source.
    public var completesAtOnce = false

    /// The subscription call itself.
    public var link: CallChain.Link { chain.links[linkIndex] }
    public var call: Call? { chain.links[linkIndex].call }
    /// The chain's root expression (`self`, `stream`, `Observable.just(1)`...; nil for `.just(1)`).
    public var root: Expr? { chain.root }
    /// The root's identifier (`self`, `stream`), nil when the root is a call or a literal.
    public var rootName: String? { chain.rootName }
    /// The links before the subscription: the receiver (`feedService`, `items`, `map`).
    public var linksBefore: ArraySlice<CallChain.Link> { chain.links[..<linkIndex] }
    /// The links after the subscription (`disposed(by:)`, `disposeOnDeactivate(interactor:)`).
    public var linksAfter: ArraySlice<CallChain.Link> { chain.links[(linkIndex + 1)...] }
}

/// The subscriptions of one body, and what happens to the locals that hold their disposables.
public struct SubscriptionScan: Sendable {
    public var sites: [SubscriptionSite]
    /// For each local that a subscription is assigned to, every later use of it, in order
    /// (`d.disposeOnDeactivate(interactor: self)`, `bag.insert(d)`, `self.x = d`).
    public var localFlows: [String: [DisposableFlow]]
}

public enum Subscriptions {
    /// Whether a link of a chain is a subscription call.
    ///
    /// A subscription is a member call on a receiver (`x.subscribe(...)`; not a bare call of a
    /// function, not `self.bind(...)` nor `.subscribe` on an implicit member, which are the type's
    /// own methods). Names that other APIs use too must also be called the way Rx and Combine call
    /// them: `subscribe()`, `subscribe(observer)`, `subscribe(onNext: ...)`, `subscribe(with: x, ...)`
    /// or `subscribe { }` (not `Messaging.subscribe(toTopic:)`, nor Combine's `subscribe(on:)`,
    /// which is an operator); `bind(to:)`, `bind(onNext:)`, `bind(with: x) { }` or `bind { }`;
    /// `assign(to:on:)` or `assign(to: &$x)`; `drive()`, `drive(x)`, `drive(onNext: ...)`,
    /// `drive(with:)` or `drive { }`; `emit(to:)`, `emit(onNext: ...)`, `emit(with:)` or `emit { }`.
    /// Other vocabulary names (`sink`, a team's own) match with any arguments.
    public static func isSubscription(_ chain: CallChain, at index: Int, vocabulary: FrameworkVocabulary) -> Bool {
        isSubscription(chain, at: index, isSubscriptionName: vocabulary.subscriptionCalls.contains)
    }

    static func isSubscription(_ chain: CallChain, at index: Int, isSubscriptionName: (String) -> Bool) -> Bool {
        let link = chain.links[index]
        guard let call = link.call, isSubscriptionName(link.name.text) else { return false }
        if index == 0 {
            guard let root = chain.root else { return false }
            if case .identifier(let name) = root, name.text == "self" || name.text == "super" || name.text == "Self" {
                return false
            }
        }
        return matchesIdiom(link.name.text, call)
    }

    private static let eventLabels: Set<String> = ["onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure"]

    private static func matchesIdiom(_ name: String, _ call: Call) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        let firstLabel = labels.first ?? nil
        let onlyTrailingClosure = call.arguments.isEmpty && !call.trailingClosures.isEmpty
        // RxSwift 6's `subscribe(with: x, onNext: ...)`, `bind(with: x) { }`, `drive(with:)`, `emit(with:)`.
        let withObject = firstLabel == "with" && (labels.count > 1 || !call.trailingClosures.isEmpty)
        let eventHandler = firstLabel.map(eventLabels.contains) == true
        switch name {
        case "subscribe":
            if call.arguments.isEmpty { return true }
            return firstLabel == nil || eventHandler || withObject
        case "bind":
            return onlyTrailingClosure || firstLabel == "to" || eventHandler || withObject
        case "assign":
            if labels == ["to", "on"] { return true }
            guard labels == ["to"], case .prefix(let op, _) = call.arguments[0].value else { return false }
            return op.text == "&"
        case "drive":
            if call.arguments.isEmpty { return true }
            return firstLabel == nil || eventHandler || withObject
        case "emit":
            if onlyTrailingClosure { return true }
            return firstLabel == "to" || eventHandler || withObject
        default:
            return true
        }
    }

    /// Whether the stream a subscription listens to completes at once, so that the subscription
    /// ends by itself: a `Single`, `Maybe` or `Completable` (`Single.just`, `x.asSingle()`), a
    /// one-element operator (`take(1)`, `first()`, Combine's `prefix(1)`), a source that
    /// completes after its values (`Observable.just`, `.of`, `.from`, `.empty`, `.error`,
    /// Combine's `Just(x)`), or a `zip` / `combineLatest` of such sources; and no operator after
    /// that point makes it wait or switches to another stream (`timeout`, `delay`, `debounce`,
    /// `flatMap`, `concat`, ...): `x.take(1).flatMap { live }` and `x.take(1).timeout(1)` can
    /// still call back after the RIB is deactivated.
    /// `finiteLocals` are the body's locals initialised with such a stream
    /// (`let a = Observable.just(x)` before `Observable.zip(a, b)`).
    /// `oneShotMethods` are the class's own methods that return such a stream
    /// (`func latest() -> Observable<[Place]> { ...; return .just(places) }`): `self.latest()` and
    /// `latest()` start a chain as a finite source does.
    /// A subscription with an `onSuccess:` handler listens to a `Single` or `Maybe` (RxSwift's
    /// other streams have none), whatever returned it: a service's `fetch(...) -> Single<T>`.
    public static func completesAtOnce(_ chain: CallChain, before index: Int, finiteLocals: Set<String>,
                                source: SourceBuffer, oneShotMethods: Set<String> = []) -> Bool {
        if index < chain.links.count, chain.links[index].arguments.contains(where: { $0.label?.text == "onSuccess" }),
           !chain.links[..<index].contains(where: { prolongingOperators.contains($0.name.text) }) {
            return true
        }
        return completesAtOnce(root: chain.root, links: chain.links[..<index], finiteLocals: finiteLocals, source: source,
                               oneShotMethods: oneShotMethods)
    }

    private static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable", "PrimitiveSequence"]
    private static let finiteSources: Set<String> = ["just", "of", "from", "empty", "error"]
    private static let oneShotConversions: Set<String> = ["asSingle", "asMaybe", "asCompletable"]
    /// Operators after which a bounded stream may still emit late or for long.
    private static let prolongingOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchMap", "switchToLatest", "switchLatest",
        "concat", "merge", "append", "catchError", "catch", "retryWhen", "retry", "repeatWhen", "repeat",
        "timeout", "delay", "delaySubscription", "debounce", "throttle", "sample", "buffer", "window", "collect",
    ]

    private static func completesAtOnce(root: Expr?, links: ArraySlice<CallChain.Link>, finiteLocals: Set<String>,
                                        source: SourceBuffer, oneShotMethods: Set<String> = []) -> Bool {
        for link in links.reversed() {
            if prolongingOperators.contains(link.name.text) { return false }
            guard let call = link.call else { continue }
            switch link.name.text {
            case "take", "prefix":
                if call.arguments.count == 1, call.arguments[0].label == nil, isLiteralOne(call.arguments[0].value, source) {
                    return true
                }
            case "first":
                if call.arguments.isEmpty && call.trailingClosures.isEmpty { return true }
            case let name where oneShotConversions.contains(name):
                return true
            default:
                break
            }
        }
        var typeName: String?
        var isImplicitMember = false
        switch root {
        case nil: isImplicitMember = true
        case .identifier(let name)?: typeName = name.text
        case .call(let call)?:
            // `Just(value).sink { }`: Combine's one-value publisher.
            if call.name?.text == "Just", case .identifier = call.callee { return true }
            // `latest().subscribe { }`: an own method that returns a stream completing at once.
            if case .identifier(let name) = call.callee, oneShotMethods.contains(name.text) { return true }
        default: break
        }
        guard let first = links.first, first.call != nil else { return false }
        // `self.latest().subscribe { }`.
        if typeName == "self", oneShotMethods.contains(first.name.text) { return true }
        if let typeName, oneShotTypes.contains(typeName) { return true }
        guard typeName == "Observable" || isImplicitMember else { return false }
        if finiteSources.contains(first.name.text) { return true }
        if first.name.text == "zip" || first.name.text == "combineLatest" {
            let streams = first.arguments.map(\.value)
            return !streams.isEmpty && streams.allSatisfy { stream in
                if case .identifier(let name) = stream { return finiteLocals.contains(name.text) }
                let chain = stream.callChain
                return !chain.links.isEmpty
                    && completesAtOnce(root: chain.root, links: chain.links[...], finiteLocals: finiteLocals, source: source,
                                       oneShotMethods: oneShotMethods)
            }
        }
        return false
    }

    private static func isLiteralOne(_ expr: Expr, _ source: SourceBuffer) -> Bool {
        guard case .literal(let range) = expr, range.end == range.start + 1 else { return false }
        let start = Int(range.start)
        return start < source.bytes.count && source.bytes[start] == UInt8(ascii: "1")
    }

    /// The subscription sites of one body, and the later uses of the locals that hold them.
    /// - Parameters:
    ///   - parameters: the body's parameter names (they shadow properties of the same name).
    ///   - returnsValue: the body belongs to a function or accessor with a result, so that a lone
    ///     expression is returned rather than dropped.
    ///   - source: the body's source; given, each site's `completesAtOnce` is computed.
    public static func scan(_ block: Block, vocabulary: FrameworkVocabulary, parameters: [String] = [],
                            returnsValue: Bool = false, source: SourceBuffer? = nil) -> SubscriptionScan {
        scan(block, names: SubscriptionCallNames(vocabulary), parameters: parameters, returnsValue: returnsValue, source: source)
    }

    public static func scan(_ block: Block, names: SubscriptionCallNames, parameters: [String] = [],
                            returnsValue: Bool = false, source: SourceBuffer? = nil,
                            oneShotMethods: Set<String> = []) -> SubscriptionScan {
        var walker = SubscriptionWalker(names: names, locals: Set(parameters))
        walker.source = source
        walker.oneShotMethods = oneShotMethods
        walker.walkBody(block.statements, returnsValue: returnsValue)
        return SubscriptionScan(sites: walker.sites, localFlows: walker.localFlows)
    }

    /// Every body of a type (declaration and extensions: functions, initializers, accessors,
    /// property initializers) scanned, with `memberName` and `file` set on each site.
    /// - Parameter projectMethodNames: the subscription names some project type declares a
    ///   method of (nil: not known, so every site's receiver is resolved).
    public static func scans(of type: TypeID, model: ProjectModel, vocabulary: FrameworkVocabulary,
                             projectMethodNames: Set<String>? = nil) -> [(member: TypeMember, scan: SubscriptionScan)] {
        scans(of: type, model: model, names: SubscriptionCallNames(vocabulary), projectMethodNames: projectMethodNames)
    }

    public static func scans(of type: TypeID, model: ProjectModel, names: SubscriptionCallNames,
                             projectMethodNames: Set<String>? = nil) -> [(member: TypeMember, scan: SubscriptionScan)] {
        var result: [(TypeMember, SubscriptionScan)] = []
        let nothing = SubscriptionScan(sites: [], localFlows: [:])
        let oneShotMethods = ownOneShotMethods(of: type, model: model)
        for member in model[type].members {
            let bytes = model.files[member.file].source.bytes
            switch member.decl {
            case .function(let function):
                guard let body = function.body else { continue }
                guard names.mayHoldSubscription(bytes, body) else { result.append((member, nothing)); continue }
                guard let block = model.block(of: function, in: member.file) else { continue }
                let returnsValue = function.kind == .function && function.returnType.map { !isVoid($0.text) } == true
                var scanned = scan(block, names: names, parameters: function.parameters.map(\.name),
                                   returnsValue: returnsValue, source: model.files[member.file].source,
                                   oneShotMethods: oneShotMethods)
                label(&scanned, member: member, name: function.kind == .initializer ? "init" : function.name.text)
                result.append((member, scanned))
            case .property(let property):
                if let accessors = property.accessorBlock, !names.mayHoldSubscription(bytes, accessors) {
                    result.append((member, nothing))
                } else if let block = model.accessorBlock(of: property, in: member.file) {
                    // `var x: T { expr }` returns `expr`; observers (`didSet`) hold statements.
                    var scanned = scan(block, names: names, parameters: ["newValue", "oldValue"],
                                       returnsValue: property.isComputed, source: model.files[member.file].source)
                    label(&scanned, member: member, name: property.name.text)
                    result.append((member, scanned))
                }
                if let initializer = property.initializer, !names.mayHoldSubscription(bytes, initializer) {
                    result.append((member, nothing))
                } else if let block = model.initializerBlock(of: property, in: member.file) {
                    var scanned = scan(block, names: names, source: model.files[member.file].source)
                    for index in scanned.sites.indices where scanned.sites[index].flow.destination == .statement
                        && scanned.sites[index].closureDepth == 0 {
                        scanned.sites[index].flow.destination = .property(property.name.text)
                    }
                    label(&scanned, member: member, name: property.name.text)
                    result.append((member, scanned))
                }
            default:
                continue
            }
        }
        return result.map { member, scanned in
            var filtered = scanned
            filtered.sites = droppingProjectMethods(scanned.sites, of: type, member: member, model: model,
                                                    projectMethodNames: projectMethodNames)
            return (member, filtered)
        }
    }

    /// The stream types a method returns for `ownOneShotMethods` to look at its body.
    private static let streamReturnTypes: Set<String> = ["Observable", "Single", "Maybe", "Completable", "AnyPublisher"]

    /// The type's own methods (declaration and extensions) that return a stream completing at
    /// once (`Subscriptions.completesAtOnce`): a body without branches or loops whose last
    /// statement returns such a chain, or a single such expression. Only methods declared to
    /// return a stream are parsed for it.
    static func ownOneShotMethods(of type: TypeID, model: ProjectModel) -> Set<String> {
        var result: Set<String> = []
        for member in model[type].members {
            guard case .function(let function) = member.decl, function.kind == .function, function.body != nil,
                  let returned = function.returnType, streamReturnTypes.contains(returned.name),
                  let block = model.block(of: function, in: member.file), let last = block.statements.last else { continue }
            let value: Expr
            switch last {
            case .jump(let keyword, let expr?) where keyword.text == "return": value = expr
            case .expression(let expr) where block.statements.count == 1: value = expr
            default: continue
            }
            // A branch or a loop may return another stream before the last statement.
            guard !block.statements.contains(where: { if case .control = $0 { true } else { false } }) else { continue }
            let chain = value.callChain
            guard !chain.links.isEmpty,
                  completesAtOnce(chain, before: chain.links.count, finiteLocals: [], source: model.files[member.file].source)
            else { continue }
            result.insert(function.name.text)
        }
        return result
    }

    /// Drops the sites whose call is a method the project declares on the receiver's type and
    /// that returns nothing (`presenter.bind(to: viewModel)` where the presentable protocol
    /// declares `func bind(to:)`): the project's own method, nothing to dispose. The receiver is
    /// followed through properties, the framework's typed properties, parameters, locals, casts
    /// and calls. A project method that returns something (a wrapper returning a `Disposable`)
    /// stays a subscription.
    static func droppingProjectMethods(_ sites: [SubscriptionSite], of type: TypeID, member: TypeMember,
                                       model: ProjectModel, projectMethodNames: Set<String>?) -> [SubscriptionSite] {
        guard !sites.isEmpty else { return sites }
        // A name no project type declares a method of cannot be one: no receiver to resolve.
        if let projectMethodNames, !sites.contains(where: { projectMethodNames.contains($0.name.text) }) { return sites }
        var resolvers = UpwardReceiverResolver.Cache(model: model, ownership: nil, rib: nil, owner: type, member: member)
        return sites.filter { !resolvers.resolver(for: $0).callsProjectMethod($0) }
    }

    private static func label(_ scan: inout SubscriptionScan, member: TypeMember, name: String) {
        for index in scan.sites.indices {
            scan.sites[index].memberName = name
            scan.sites[index].file = member.file
        }
    }

    private static func isVoid(_ type: String) -> Bool { TypeGrammar.isVoid(type) }
}

/// A vocabulary's call names as sets, made once per run rather than once per body walked.
public final class SubscriptionCallNames: Sendable {
    let confinementCalls: Set<String>
    let containerCalls: Set<String>
    let subscriptionCalls: Set<String>

    /// Finds any subscription name in bytes; nil when a name is too short for the search.
    private let subscriptionNameSearch: MultiByteSearch?
    /// The first bytes and the lengths (below 64) of the subscription names, and whether one is
    /// longer: `isSubscriptionName` hashes only a name they allow.
    private let firstBytes: [Bool]
    private let lengths: UInt64
    private let hasLongName: Bool

    public init(_ vocabulary: FrameworkVocabulary) {
        subscriptionCalls = Set(vocabulary.subscriptionCalls)
        subscriptionNameSearch = MultiByteSearch(vocabulary.subscriptionCalls)
        confinementCalls = Set(vocabulary.interactorConfinementCalls + vocabulary.workerConfinementCalls)
        containerCalls = Set(vocabulary.containerCalls)
        var firstBytes = [Bool](repeating: false, count: 256)
        var lengths: UInt64 = 0
        var hasLongName = false
        for name in subscriptionCalls {
            if let first = name.utf8.first { firstBytes[Int(first)] = true }
            if name.utf8.count < 64 { lengths |= 1 << UInt64(name.utf8.count) } else { hasLongName = true }
        }
        (self.firstBytes, self.lengths, self.hasLongName) = (firstBytes, lengths, hasLongName)
    }

    /// `subscriptionCalls.contains(name)`, for names that are mostly not one: every function of the
    /// project and every call of a walked body is asked, and hashing every function's name cost
    /// 27 M instructions on the 600-RIB app. A name whose first byte or length no subscription
    /// name has is told apart without hashing it.
    func isSubscriptionName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return subscriptionCalls.contains(name) }
        guard firstBytes[Int(first)] else { return false }
        guard utf8.count < 64 ? lengths & (1 << UInt64(utf8.count)) != 0 : hasLongName else { return false }
        return subscriptionCalls.contains(name)
    }

    /// Whether the bytes of `range` hold a subscription name: a body without one has no
    /// subscription site (and so no tracked disposable), so it need not be parsed to know that.
    func mayHoldSubscription(_ bytes: [UInt8], _ range: SourceRange) -> Bool {
        subscriptionNameSearch?.occurs(in: bytes, range) ?? true
    }
}

/// The single walk behind `Subscriptions.scan`: statements and expressions in source order, each
/// expression visited with the destination of its value.
private struct SubscriptionWalker {
    let names: SubscriptionCallNames
    var confinementCalls: Set<String> { names.confinementCalls }
    var containerCalls: Set<String> { names.containerCalls }
    /// Locals and parameters seen so far (a name is a property unless it is one of these).
    var locals: Set<String>
    /// Locals that hold a subscription's disposable: their later uses are recorded.
    var tracked: Set<String> = []
    var sites: [SubscriptionSite] = []
    var localFlows: [String: [DisposableFlow]] = [:]
    var closureDepth = 0
    var source: SourceBuffer?
    /// Locals initialised with a stream that completes at once.
    var finiteLocals: Set<String> = []
    /// The class's own methods that return such a stream (`Subscriptions.ownOneShotMethods`).
    var oneShotMethods: Set<String> = []

    init(names: SubscriptionCallNames, locals: Set<String>) {
        self.names = names
        self.locals = locals
    }

    mutating func walkBody(_ statements: [Statement], returnsValue: Bool) {
        if returnsValue, statements.count == 1, case .expression(let expr) = statements[0] {
            walk(expr, .returned)
            return
        }
        for statement in statements { walk(statement) }
    }

    mutating func walk(_ statement: Statement) {
        switch statement {
        case .expression(let expr):
            walk(expr, .statement)
        case .assignment(let assignment):
            // `d = nil` or `self.d = x` is not a use of what `d` held.
            if Bindings.reference(assignment.target, locals: locals) == .unknown { walk(assignment.target, .other) }
            walk(assignment.value, destination(ofAssignment: assignment))
        case .local(let local):
            // `let _ = chain` binds no name: the value is discarded, as with `_ = chain`.
            let destination: Destination = local.names.count == 1 ? .local(local.names[0].text)
                : local.names.isEmpty ? .discarded : .other
            if let initializer = local.initializer { walk(initializer, destination) }
            if let source, local.names.count == 1, let initializer = local.initializer {
                let chain = initializer.callChain
                if !chain.links.isEmpty,
                   Subscriptions.completesAtOnce(chain, before: chain.links.count, finiteLocals: finiteLocals, source: source,
                                                 oneShotMethods: oneShotMethods) {
                    finiteLocals.insert(local.names[0].text)
                } else {
                    finiteLocals.remove(local.names[0].text)
                }
            }
            for name in local.names { locals.insert(name.text) }
            if let block = local.accessorBlock { for statement in block.statements { walk(statement) } }
        case .control(let control):
            // `guard let x` binds x for the rest of the body; `if let x` / `while let x` only inside.
            let outer = locals
            for condition in control.conditions {
                walk(condition.value, .other)
                for name in condition.bindings { locals.insert(name.text) }
            }
            let afterConditions = locals
            for block in control.blocks {
                walkScoped(block)
                locals = afterConditions
            }
            if control.keyword.text != "guard" {
                locals = outer
                tracked.formIntersection(locals)
            }
        case .defer(let block):
            walkScoped(block)
        case .jump(let keyword, let value):
            if let value { walk(value, keyword.text == "return" ? .returned : .other) }
        case .declaration:
            break
        }
    }

    /// Walks a nested block: names it declares go out of scope at its end.
    private mutating func walkScoped(_ block: Block) {
        let outer = locals
        for statement in block.statements { walk(statement) }
        locals = outer
        tracked.formIntersection(locals)
    }

    private func destination(ofAssignment assignment: Assignment) -> Destination {
        let target = Bindings.reference(assignment.target, locals: locals)
        switch assignment.op {
        case "=":
            if case .identifier(let name) = assignment.target, name.text == "_" { return .discarded }
            switch target {
            case .property(let name): return .property(name)
            case .local(let name): return .local(name)
            case .unknown: return .other
            }
        case "+=":
            return target == .unknown ? .other : .container(call: "+=", target)
        default:
            return .other
        }
    }

    mutating func walk(_ expr: Expr, _ destination: Destination) {
        switch expr {
        case .call, .member, .postfix:
            let chain = expr.callChain
            if chain.links.isEmpty {
                if case .postfix(let inner, _) = expr { walk(inner, destination) }
                else if case .call(let call) = expr { walkPlainCall(call, destination) }
                return
            }
            walkChain(chain, destination)
        case .identifier(let name):
            if tracked.contains(name.text) {
                localFlows[name.text, default: []].append(flow(after: [], destination))
            }
        case .closure(let closure):
            walkClosure(closure, passedTo: nil)
        case .prefix(let op, let inner):
            let passes = op.text == "&" || op.text.hasPrefix("try") || op.text == "await"
            walk(inner, passes ? destination : .other)
        case .sequence(let operands, _):
            for operand in operands { walk(operand, .other) }
        case .tuple(let arguments, _):
            let single = arguments.count == 1 && arguments[0].label == nil
            for argument in arguments { walk(argument.value, single ? destination : .other) }
        case .collection(let elements, _):
            let passes: Bool
            switch destination {
            case .container, .property: passes = true
            default: passes = false
            }
            for element in elements { walk(element, passes ? destination : .other) }
        case .subscriptCall(let base, let arguments, _):
            walk(base, .other)
            for argument in arguments { walk(argument.value, .other) }
        case .string(let interpolations, _):
            for interpolation in interpolations { walk(interpolation, .other) }
        case .other(let children, _):
            for child in children { walk(child, .other) }
        case .literal:
            break
        }
    }

    /// `foo(args)` or `Foo(args)`: a call that is not a member of anything.
    private mutating func walkPlainCall(_ call: Call, _ destination: Destination) {
        walk(call.callee, .other)
        let name = call.name?.text
        for argument in call.arguments {
            if case .closure(let closure) = argument.value {
                walkClosure(closure, passedTo: name)
            } else {
                walk(argument.value, .argument(call: name))
            }
        }
        for trailing in call.trailingClosures { walkClosure(trailing.closure, passedTo: name) }
    }

    private mutating func walkChain(_ chain: CallChain, _ destination: Destination) {
        if let root = chain.root {
            if case .identifier(let name) = root, tracked.contains(name.text) {
                localFlows[name.text, default: []].append(flow(after: chain.links[...], destination))
            } else {
                walk(root, .other)
            }
        }
        // What the receiver of the current link names, for container calls: `bag` in
        // `bag.insert(...)`, `self.bag` in `self.bag.insert(...)`; anything deeper is unknown.
        var rootIsSelf = false
        var receiver: ValueRef = .unknown
        if case .identifier(let name)? = chain.root {
            if name.text == "self" { rootIsSelf = true } else { receiver = Bindings.reference(.identifier(name), locals: locals) }
        }
        for (index, link) in chain.links.enumerated() {
            if Subscriptions.isSubscription(chain, at: index, isSubscriptionName: names.isSubscriptionName) {
                var site = SubscriptionSite(name: link.name, chain: chain, linkIndex: index,
                                            flow: flow(after: chain.links[(index + 1)...], destination),
                                            closureDepth: closureDepth, memberName: "", file: 0)
                if let source {
                    site.completesAtOnce = Subscriptions.completesAtOnce(chain, before: index, finiteLocals: finiteLocals,
                                                                         source: source, oneShotMethods: oneShotMethods)
                }
                sites.append(site)
                if case .local(let name) = destination { tracked.insert(name) }
            }
            let isContainerCall = containerCalls.contains(link.name.text) && receiver != .unknown
            for argument in link.arguments {
                if case .closure(let closure) = argument.value {
                    walkClosure(closure, passedTo: link.name.text)
                } else {
                    walk(argument.value, isContainerCall ? .container(call: link.name.text, receiver) : .argument(call: link.name.text))
                }
            }
            for trailing in link.trailingClosures { walkClosure(trailing.closure, passedTo: link.name.text) }
            receiver = index == 0 && rootIsSelf && link.call == nil ? .property(link.name.text) : .unknown
        }
    }

    private mutating func walkClosure(_ closure: Closure, passedTo call: String?) {
        for capture in closure.captures {
            if let value = capture.value { walk(value, .other) }
        }
        let saved = locals
        let savedTracked = tracked
        for parameter in closure.parameters { locals.insert(parameter); tracked.remove(parameter) }
        for capture in closure.captures { locals.insert(capture.name.text) }
        closureDepth += 1
        let statements = closure.body.statements
        if statements.count == 1, case .expression(let expr) = statements[0] {
            walk(expr, .closureResult(call: call))
        } else {
            for statement in statements { walk(statement) }
        }
        closureDepth -= 1
        locals = saved
        // Uses recorded inside the closure stay recorded; names declared inside go out of scope.
        tracked = savedTracked.union(tracked.intersection(saved))
    }

    private func flow(after links: ArraySlice<CallChain.Link>, _ destination: Destination) -> DisposableFlow {
        var confinement: CallChain.Link?
        var container: (link: CallChain.Link, target: ValueRef)?
        for link in links {
            if confinement == nil, confinementCalls.contains(link.name.text) { confinement = link }
            if container == nil, containerCalls.contains(link.name.text), let argument = link.arguments.first {
                container = (link, Bindings.reference(argument.value, locals: locals))
            }
        }
        return DisposableFlow(chained: Array(links), confinement: confinement, container: container, destination: destination)
    }
}

/// Every subscription in the classes the rules look at, with where its disposable goes.
public struct SubscriptionSites: @unchecked Sendable {
    /// The scanned classes, sorted; each with its bodies' scans (bodies without a site included,
    /// since a local's later uses are recorded per body).
    public let scansByType: [TypeID: [(member: TypeMember, scan: SubscriptionScan)]]

    /// The scans of one class; empty for a class that was not scanned.
    public func scans(of type: TypeID) -> [(member: TypeMember, scan: SubscriptionScan)] {
        scansByType[type] ?? []
    }

    /// Every site of one class.
    public func sites(of type: TypeID) -> [SubscriptionSite] {
        scans(of: type).flatMap(\.scan.sites)
    }

    /// The classes whose subscriptions a rule judges: interactors and workers (confinement),
    /// routers (routing only), presenters (threading), and every class of a RIB with
    /// descendants (which may subscribe to a descendant's stream). The views of leaf RIBs that
    /// are not presenters are judged by no rule, so they are not scanned.
    static func scannedClasses(_ model: ProjectModel) -> [TypeID] {
        var classes = Set(model.types(withRole: .interactor) + model.types(withRole: .worker) + model.types(withRole: .router)
                          + model.types(withRole: .presenter))
        for rib in model.ribs where !model.tree.descendants(of: rib.id).isEmpty {
            for part in rib.parts where part.role.isClassRole { classes.insert(part.type) }
        }
        return classes.filter { model[$0].kind == .class }.sorted()
    }
}

/// Runs `Subscriptions.scans` once per class for every rule, on the run's threads.
public enum SubscriptionSitesAnalyzer: Analyzer {
    public static let name = "subscription-sites"
    public static let summary = "every subscription call in interactors, workers, routers and RIB parts, and where its disposable goes"
    public static let requires: [any Analyzer.Type] = []

    /// The subscription names (`subscribe`, `bind`, ...) that some project type declares as a
    /// function of its own. This reads every member of the project, so it runs on every thread.
    static func declaredSubscriptionNames(_ pass: AnalysisPass, names: SubscriptionCallNames) -> Set<String> {
        let model = pass.model
        let ids = model.types.ids
        let perType: [[String]] = parallelMap(count: ids.count, jobs: pass.jobs) { index in
            var found: [String] = []
            for member in model[ids[index]].members {
                guard case .function(let function) = member.decl, names.isSubscriptionName(function.name.text) else { continue }
                found.append(function.name.text)
            }
            return found
        }
        var declared: Set<String> = []
        for names in perType where !names.isEmpty { declared.formUnion(names) }
        return declared
    }

    public static func run(_ pass: AnalysisPass) -> SubscriptionSites {
        let classes = SubscriptionSites.scannedClasses(pass.model)
        let names = SubscriptionCallNames(pass.vocabulary)
        let declared = declaredSubscriptionNames(pass, names: names)
        let scans = parallelMap(classes, jobs: pass.jobs) { type in
            Subscriptions.scans(of: type, model: pass.model, names: names, projectMethodNames: declared)
        }
        var byType: [TypeID: [(member: TypeMember, scan: SubscriptionScan)]] = [:]
        for (type, scanned) in zip(classes, scans) where scanned.contains(where: { !$0.scan.sites.isEmpty }) {
            byType[type] = scanned
        }
        return SubscriptionSites(scansByType: byType)
    }
}
