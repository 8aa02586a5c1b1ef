import RIBLintAnalysis
import RIBLintAST
import RIBLintCore
import RIBLintModel

/// `leak/strong-listener`: a stored reference up or sideways the RIB tree (listener, delegate,
/// router) that is neither `weak` nor `unowned`.
enum StrongListener: Rule {
    static let defaultTypeSuffixes = ["Listener", "PresentableListener", "Delegate", "Routing"]
    static let defaultPropertyNames = ["listener", "router", "delegate"]

    static let description = RuleDescription(
        id: "leak/strong-listener",
        defaultSeverity: .error,
        summary: "a stored listener, delegate or router reference that is neither weak nor unowned",
        rationale: """
            A parent owns its children (router -> child router -> child interactor), so a child \
            that holds its listener, its router or a delegate strongly closes a retain cycle: the \
            detached RIB never deallocates. In an interactor, presenter or view (controller), and in a \
            plain class that implements a RIB's presentable protocol (a row's view model handed the \
            interactor as listener; test doubles named `...Spy`, `...Mock` and the like aside), the \
            rule flags stored properties whose type, optionals unwrapped, ends in `Listener`, \
            `PresentableListener`, `Delegate` or `Routing`, or that are named `listener`, `router` \
            or `delegate`; in a router, those whose type ends in `Listener` or `Delegate` (its \
            `Routing` properties are the children it owns); in any other class (a child screen on \
            a third-party base class, a data source; test doubles aside), those whose type is a \
            RIB's presentable listener, a `...PresentableListener` protocol that an interactor \
            implements: they hold the interactor. Objective-C properties of such types \
            declared `strong`, `retain` or without an ownership attribute are flagged in every \
            class, category and class extension; protocol properties declare no storage and are \
            not. Nor is a property whose type is a project protocol known not to be class-bound \
            (neither it nor what it refines names `AnyObject`, `class` or a framework protocol): it \
            cannot be `weak`. A project type matched only by its `Delegate` suffix counts only when a RIB part \
            is or implements it: a service protocol implemented by plain classes, or a helper \
            class the view owns, holds nothing up the tree. Nor does a property matched by its \
            name alone whose type only plain objects implement, none of which keeps a RIB it built \
            (a standalone listener object the RIB's host hands over), and in a class outside every \
            RIB, one whose matched types no \
            RIB part is or implements, or a framework delegate composed with such a type \
            (`RowsHelper & UITableViewDelegate`). \
            A class that builds a RIB itself and keeps the router `build` returned (a host \
            outside the tree: an example app's view controller, an app delegate) owns that RIB \
            and is not flagged. Declare the property `weak` (or `unowned` when the other side \
            surely outlives it).
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable {
                    weak var router: FooRouting?
                    weak var listener: FooListener?
                    unowned let analyticsDelegate: FooAnalyticsDelegate
                    // Computed, static or a plain value: no stored reference.
                    var activeListener: FooListener? { isActive ? listener : nil }
                    static var sharedDelegate: FooDelegate?
                    private var listenerCount = 0
                    private let routerLog: [String] = []
                    let delegate: () -> Void = {}
                }
                """),
            RuleExample("""
                // A router's `Routing` properties are the children it owns.
                final class FooRouter: ViewableRouter<FooInteractable, FooViewControllable>, FooRouting {
                    private var child: ChildRouting?
                    private let childBuilder: ChildBuildable
                }
                // Not RIB parts: a build payload and a class merely named like an interactor.
                struct FooPayload {
                    let listener: FooListener
                }
                final class FooFormInteractor {
                    var listener: FooListener?
                }
                protocol FooInteractable: Interactable {
                    var listener: FooListener? { get set }
                }
                """),
            RuleExample("""
                final class FooPresenter: Presenter<FooViewControllable> {
                    // A wrapper that holds its value weakly: the name alone does not decide.
                    let listener: WeakBox<FooPresentableListener>
                    // A value type cannot be weak and holds no object.
                    var router: RouteDescription
                    var delegate: String?
                }
                struct RouteDescription {}
                """),
            RuleExample("""
                // `Delegate` by name only: a service that no RIB part implements.
                protocol FooAnalyticsDelegate: AnyObject {
                    func fooDidAppear()
                }
                final class FooAnalytics: FooAnalyticsDelegate {
                    func fooDidAppear() {}
                }
                final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable {
                    private let analytics: FooAnalyticsDelegate
                }
                """),
            RuleExample("""
                // The host that launches the RIB owns its router: the only strong reference to it.
                final class DemoHostViewController: UIViewController, FooViewControllable {
                    private var fooRouter: FooRouting?
                    func launch() {
                        let router = FooBuilder(dependency: DemoComponent()).build(withListener: self)
                        router.interactable.activate()
                        fooRouter = router
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable {
                    var ↓router: FooRouting?
                    var ↓listener: FooListener?
                    private let ↓analytics: FooAnalyticsDelegate
                    var ↓delegate: AnyObject?
                }
                """),
            RuleExample("""
                final class FooRouter: ViewableRouter<FooInteractable, FooViewControllable>, FooRouting {
                    var ↓listener: FooListener?
                    var ↓tracker: FooTrackingDelegate!
                }
                final class FooViewController: UIViewController, FooPresentable, FooViewControllable {
                    var ↓listener: FooPresentableListener?
                    private var ↓scrollDelegate: FooScrollDelegate?
                }
                """),
            RuleExample("""
                protocol FooPresentableListener: AnyObject {}
                final class FooInteractor: PresentableInteractor<FooPresentable>, FooInteractable, FooPresentableListener {}
                // A child screen on a form library's base class, handed the interactor as its listener.
                final class FooDetailSheet: FormSheetController {
                    var ↓listener: FooPresentableListener?
                }
                """),
        ],
        options: [
            "typeSuffixes": .array(defaultTypeSuffixes.map { .string($0) }),
            "propertyNames": .array(defaultPropertyNames.map { .string($0) }),
        ]
    )

    /// The framework protocol a RIB's presentable protocol refines.
    private static let presentableNames = ["Presentable"]

    static func check(_ pass: RulePass) {
        let typeSuffixes = pass.strings("typeSuffixes", default: defaultTypeSuffixes)
        let propertyNames = Set(pass.strings("propertyNames", default: defaultPropertyNames))
        // A router owns its children through `Routing` properties: every other suffix applies.
        let routerTypeSuffixes = typeSuffixes.filter { !$0.hasSuffix("Routing") }
        let model = pass.model
        for info in model.types.types where info.kind == .class || info.kind == .actor {
            let roles = model.roles(of: info.id)
            let suffixes: [String]
            let names: Set<String>
            // A plain class that implements a RIB's presentable protocol (a cell's view model the
            // presenter hands the interactor to as listener) is a presenter to its listener.
            if roles.contains(where: { $0 == .interactor || $0 == .presenter || $0 == .view })
                || (roles.isEmpty && model.types.conforms(info.id, toAnyOf: presentableNames) && !ProjectModel.isTestDouble(info.name)) {
                suffixes = typeSuffixes
                names = propertyNames
            } else if roles.contains(.router) {
                suffixes = routerTypeSuffixes
                names = []
            } else if roles.isEmpty && !ProjectModel.isTestDouble(info.name) {
                // Any other class (a child screen of a third-party base, a cell, a data source)
                // that holds a RIB's presentable listener holds that RIB's interactor.
                reportHeldInteractors(of: info, pass: pass)
                continue
            } else {
                continue
            }
            if isObjectiveC(model.path(info.file)) { continue }
            let ribName = model.rib(containing: info.id).map { model[$0].name }
            var built: Set<String>?
            // Swift extensions cannot add stored properties: the declaration's body has them all.
            for member in info.members where member.extensionIndex == nil {
                guard let property = member.property, isStrongStored(property), let type = property.type else { continue }
                let typeNames = nominalNames(of: type)
                // A name alone does not tell through a wrapper (`let listener: WeakBox<FooListener>`).
                // Told before the type is looked up: most stored properties of a view are neither.
                guard typeNames.contains(where: { name in suffixes.contains { name.hasSuffix($0) } })
                        || (names.contains(property.name.text) && type.genericArguments.isEmpty),
                      !isValueType(type, from: member.file, model: model) else { continue }
                // A protocol that classes alone need not adopt cannot be held `weak`: the fix the
                // rule asks for does not compile (a picker's `delegate` that a value could adopt).
                if typeNames.allSatisfy({ isKnownNotClassBound($0, from: member.file, model: model) }) { continue }
                // A project type matched only by its `Delegate` suffix is a back-reference only
                // when a RIB part is (or implements) it; otherwise it is a service or an owned helper.
                if !names.contains(property.name.text) || !type.genericArguments.isEmpty,
                   isOnlyServiceDelegate(typeNames, suffixes: suffixes, from: member.file, model: model) { continue }
                // A name alone (`listener`) says nothing of the tree when its type is a project type
                // that no RIB part is or implements: a standalone listener object that the RIB's
                // host hands over and only the RIB holds. Outside every RIB a suffix
                // (`PaymentRouting`) says no more: such a type is a helper or service the class owns
                // (a VIPER module's presenter, an injected service kept beside the RIBs).
                let matched = typeNames.filter { name in suffixes.contains { name.hasSuffix($0) } }
                if matched.isEmpty {
                    if ribName == nil ? namesHelperOfNoRIB(typeNames, from: member.file, model: model)
                        : namesStandaloneObject(typeNames, from: member.file, model: model) { continue }
                } else if ribName == nil, matched.allSatisfy({ namesHelperOfNoRIB([$0], from: member.file, model: model) }) {
                    continue
                }
                // A host that builds a RIB and keeps its router (an example app's view controller,
                // an app delegate) owns it: the only strong reference, by design.
                if built == nil { built = propertiesAssignedFromBuild(of: info.id, model: model) }
                if built!.contains(property.name.text) { continue }
                pass.report(strongMessage(property: property.name.text, owner: info.qualifiedName, type: shown(type)),
                            in: model.files[member.file].source, at: property.name.offset, rib: ribName)
            }
        }
        checkObjectiveC(pass, suffixes: typeSuffixes)
    }

    /// Reports the stored strong properties of a class without a RIB role whose type is a RIB's
    /// presentable listener: a project protocol named `...PresentableListener` that an interactor
    /// implements. The interactor owns its presenter, which owns what it shows, so such a
    /// property closes a cycle; held by anything else, it keeps a detached RIB alive.
    private static func reportHeldInteractors(of info: TypeInfo, pass: RulePass) {
        let model = pass.model
        for member in info.members where member.extensionIndex == nil {
            // The bytes first: this looks at every stored property of every plain class.
            guard let property = member.property, let type = property.type, type.text.containsBytes("PresentableListener"),
                  isStrongStored(property) else { continue }
            let names = nominalNames(of: type)
            let interactor = names.lazy.compactMap { name -> TypeID? in
                guard name.hasSuffix("PresentableListener"), let resolved = model.types.lookup(name, fromFile: member.file),
                      model[resolved].kind == .protocol else { return nil }
                return model.types.selfAndSubtypes(of: resolved).first { model.roles(of: $0).contains(.interactor) }
            }.first
            guard let interactor else { continue }
            pass.report(strongMessage(property: property.name.text, owner: info.qualifiedName, type: shown(type)),
                        in: model.files[member.file].source, at: property.name.offset,
                        rib: model.rib(containing: interactor).map { model[$0].name })
        }
    }

    /// Whether every suffix match of the property's type names is `Delegate` and names a project
    /// type that no RIB part is or implements (`AnalyticsDelegate` implemented by a plain service
    /// class, a `TableDelegate` helper class): nothing up the tree is held, so no cycle closes.
    /// A framework delegate (`UIScrollViewDelegate`) cannot be checked and still counts.
    private static func isOnlyServiceDelegate(_ typeNames: [String], suffixes: [String], from file: FileIndex,
                                              model: ProjectModel) -> Bool {
        let matched = typeNames.filter { name in suffixes.contains { name.hasSuffix($0) } }
        guard !matched.isEmpty else { return false }
        var frameworkDelegate = false
        for name in matched {
            let otherSuffix = suffixes.contains { $0 != "Delegate" && name.hasSuffix($0) }
            guard !otherSuffix, name.hasSuffix("Delegate") else { return false }
            guard let resolved = model.types.lookup(name, fromFile: file) else {
                frameworkDelegate = true
                continue
            }
            if implementedByRIBPart(resolved, model: model) { return false }
        }
        // A framework delegate alone cannot be checked; composed with a project type of no RIB
        // (`TableHelper & UITableViewDelegate`), the value is that helper.
        return !frameworkDelegate || namesHelperOfNoRIB(typeNames.filter { !matched.contains($0) }, from: file, model: model)
    }

    /// Whether the names hold a project class or protocol that no RIB part is or implements:
    /// what the property holds is then a helper of the class, not a RIB up the tree.
    private static func namesHelperOfNoRIB(_ typeNames: [String], from file: FileIndex, model: ProjectModel) -> Bool {
        typeNames.contains { name in
            guard let resolved = model.types.lookup(name, fromFile: file),
                  model[resolved].kind == .class || model[resolved].kind == .protocol else { return false }
            return !implementedByRIBPart(resolved, model: model)
        }
    }

    /// Whether the names hold a project type that only plain objects implement, none of which
    /// keeps a RIB it built (a coordinator that builds the RIB and is its listener closes the
    /// cycle): what a RIB part's property holds is then a standalone object its host handed over.
    /// A type nothing in the scan implements tells nothing, and counts as a reference up the tree.
    private static func namesStandaloneObject(_ typeNames: [String], from file: FileIndex, model: ProjectModel) -> Bool {
        typeNames.contains { name in
            guard let resolved = model.types.lookup(name, fromFile: file),
                  model[resolved].kind == .class || model[resolved].kind == .protocol else { return false }
            let implementers = model.types.selfAndSubtypes(of: resolved)
            guard !implementers.contains(where: { isRIBClassPart($0, model: model) }) else { return false }
            let classes = implementers.filter { model[$0].kind == .class }
            return !classes.isEmpty && classes.allSatisfy { propertiesAssignedFromBuild(of: $0, model: model).isEmpty }
        }
    }

    /// Whether `name` is a project protocol that is known not to be class-bound: neither it nor
    /// any protocol it refines, transitively, names `AnyObject`, `class`, `NSObjectProtocol` or a
    /// class, and every one of them is the project's (a framework protocol may be class-bound).
    private static func isKnownNotClassBound(_ name: String, from file: FileIndex, model: ProjectModel) -> Bool {
        guard let resolved = model.types.lookup(name, fromFile: file), model[resolved].kind == .protocol else { return false }
        var pending = [resolved]
        var seen: Set<TypeID> = [resolved]
        while let next = pending.popLast() {
            for inherited in model[next].inheritedTypes {
                guard let parent = inherited.resolved, model[parent].kind == .protocol else { return false }
                if seen.insert(parent).inserted { pending.append(parent) }
            }
        }
        return true
    }

    /// Whether the type, or a type that inherits from it (transitively), is a RIB class part.
    private static func implementedByRIBPart(_ type: TypeID, model: ProjectModel) -> Bool {
        model.types.selfAndSubtypes(of: type).contains { isRIBClassPart($0, model: model) }
    }

    private static func isRIBClassPart(_ type: TypeID, model: ProjectModel) -> Bool {
        model.roles(of: type).contains(where: \.isClassRole)
    }

    /// The stored properties a class sets to what a builder's `build` returns, directly
    /// (`router = builder.build(withListener: self)`) or through a local (`let router =
    /// builder.build(...)` ... `self.router = router`, `let (router, _) = builder.build(...)`).
    private static func propertiesAssignedFromBuild(of type: TypeID, model: ProjectModel) -> Set<String> {
        var result: Set<String> = []
        func isBuild(_ expr: Expr) -> Bool {
            var value = expr
            while case .prefix(let op, let inner) = value, op.text.hasPrefix("try") { value = inner }
            return value.callChain.links.contains { $0.name.text == "build" && $0.call != nil }
        }
        // A function body that never writes `build` assigns nothing a builder returned: it stays
        // unparsed, as do the property bodies.
        let bodies = model.memberBodies(of: type) { member, bytes, body in
            member.function != nil && ByteSearch.contains(bytes, "build", in: body)
        }
        for (_, block) in bodies {
            var builtLocals: Set<String> = []
            block.walk { node in
                switch node {
                case .statement(.local(let local)):
                    // `let (router, actionableItem) = builder.build(...)`: the router is one of them.
                    if let initializer = local.initializer, isBuild(initializer) {
                        for name in local.names { builtLocals.insert(name.text) }
                    }
                case .statement(.assignment(let assignment)) where assignment.op == "=":
                    var target: String?
                    if case .identifier(let name) = assignment.target { target = name.text } else { target = Bindings.selfMember(assignment.target) }
                    guard let target else { break }
                    if case .identifier(let value) = assignment.value, builtLocals.contains(value.text) {
                        result.insert(target)
                    } else if isBuild(assignment.value) {
                        result.insert(target)
                    }
                default:
                    break
                }
                return true
            }
        }
        return result
    }

    /// Objective-C has no RIB parts, but a strong listener or delegate property leaks the same
    /// way in any class, category or class extension. Protocols declare no storage: skipped.
    private static func checkObjectiveC(_ pass: RulePass, suffixes: [String]) {
        let objectiveCFiles = pass.model.files.filter { isObjectiveC($0.source.path) }
        // A header's `readonly` property is often redeclared `weak, readwrite` in the class
        // extension of the .m: the storage is then weak, whatever the header says.
        var weaklyDeclared: Set<String> = []
        for file in objectiveCFiles {
            for decl in file.types where decl.kind == .class || decl.kind == .extension {
                for case .property(let property) in decl.members where !isStrongStored(property) {
                    weaklyDeclared.insert(decl.name.text + "." + property.name.text)
                }
            }
        }
        for file in objectiveCFiles {
            for decl in file.types where decl.kind == .class || decl.kind == .extension {
                for case .property(let property) in decl.members {
                    guard isStrongStored(property), let type = property.type,
                          !weaklyDeclared.contains(decl.name.text + "." + property.name.text) else { continue }
                    let names = [type.name] + type.genericArguments.map(\.name)
                    guard names.contains(where: { name in suffixes.contains { name.hasSuffix($0) } }) else { continue }
                    pass.report(strongMessage(property: property.name.text, owner: decl.name.text, type: type.text),
                                in: file.source, at: property.name.offset)
                }
            }
        }
    }

    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Stored, per instance, and retaining.
    private static func isStrongStored(_ property: PropertyDecl) -> Bool {
        !property.isComputed && property.modifiers.isDisjoint(with: [.weak, .unowned, .unownedUnsafe, .static, .class])
    }

    /// The nominal names a property type stands for, optionals unwrapped: `Foo` for `Foo?`,
    /// each member of a composition `(A & B)?`. Function types, tuples and collections give none.
    private static func nominalNames(of type: TypeRef) -> [String] {
        if type.text.containsBytes("->") { return [] }
        if !type.name.isEmpty { return [lastComponent(type.name)] }
        var text = Substring(type.text)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.first == "(", text.last == ")" { text = text.dropFirst().dropLast() }
        guard text.utf8.contains(UInt8(ascii: "&")) else { return [] }
        return text.split(separator: "&").map { lastComponent(String($0.filter { $0 != " " })) }
    }

    private static func lastComponent(_ name: String) -> String {
        TypeIndex.lastComponent(of: name) ?? name
    }

    private static let standardValueTypes: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool", "Double", "Float", "CGFloat", "Character", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
        "Array", "Dictionary", "Set", "Optional", "Result",
    ]

    /// Types that cannot be `weak` (closures, tuples, collections, standard and project value
    /// types): a property named `delegate` of such a type holds no object.
    private static func isValueType(_ type: TypeRef, from file: FileIndex, model: ProjectModel) -> Bool {
        if type.text.containsBytes("->") { return true }
        let names = nominalNames(of: type)
        if names.isEmpty { return true }
        guard names.count == 1, let name = names.first else { return false }
        if standardValueTypes.contains(name) { return true }
        guard let resolved = model.types.lookup(type.name.isEmpty ? name : type.name, fromFile: file) else { return false }
        let kind = model.types[resolved].kind
        return kind == .struct || kind == .enum
    }

    /// The type as written, without the optional sugar.
    private static func shown(_ type: TypeRef) -> String {
        var text = Substring(type.text)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }

    private static func strongMessage(property: String, owner: String, type: String) -> String {
        "`\(property)` of \(owner) holds \(type) strongly; declare it `weak`"
    }
}
