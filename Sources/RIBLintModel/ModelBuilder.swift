#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RIBLintAST
import RIBLintCore

/// A call that constructs a project type (`FooBuilder(dependency: self)`), found in a member body.
struct Construction {
    var type: TypeID
    var call: Call
    var file: FileIndex
    /// The type whose member holds the call.
    var enclosing: TypeID
    var offset: UInt32
    /// `let x = FooBuilder(...)` where nothing in the body ever mentions `x`: made and dropped.
    var isDropped = false

    func argument(labelled label: String) -> Expr? {
        call.arguments.first { $0.label?.text == label }?.value
    }
}

/// Computes the model's layers in order; each step reads only the ones before it.
struct ModelBuilder {
    let files: [FileSyntax]
    let modules: ModuleMap
    let vocabulary: FrameworkVocabulary
    let fileModules: [String]
    let types: TypeIndex
    let bodies: BodyCache
    /// Threads for the layers that are independent per type or per RIB (roles, bodies, DI).
    let jobs: Int
    var roles: [TypeID: [RIBRole]] = [:]
    var customBases: Set<TypeID> = []
    private var primaryRoles: [RIBRole?] = []
    private var constructionCache: [TypeID: [Construction]] = [:]
    /// Every construction of each builder class, wherever it is: a RIB's builder, component or
    /// router, or a type outside every RIB (an app delegate, a host view controller, a wrapper
    /// for legacy code). Filled by `findBuilderSites` before the tree is built.
    var builderSites: [TypeID: [Construction]] = [:]
    /// Every Needle-style construction of each component class (`XComponent(parent: ...)`).
    var componentSites: [TypeID: [Construction]] = [:]
    /// `computeReads` of each routing class, walked on every thread before the tree's edges.
    private var readsCache: [TypeID: RoutingReads] = [:]
    /// How long each layer took, for `RIBLINT_PROFILE` and the benchmark.
    var phases: [(name: String, milliseconds: Double, cpuMilliseconds: Double)] = []
    private let clock = ContinuousClock()
    private var lap: ContinuousClock.Instant
    private var cpuLap: Double

    private mutating func endPhase(_ name: String) {
        let now = clock.now
        let elapsed = now - lap
        let cpu = ProcessCPU.milliseconds()
        phases.append((name, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15, cpu - cpuLap))
        lap = now
        cpuLap = cpu
    }

    /// Modules that are the frameworks themselves when a scan includes them.
    static let frameworkModules: Set<String> = ["RIBs", "NeedleFoundation"]

    /// What `NeedleGenerated.swift` files register (see `NeedleGeneratedReader`).
    var needleRegistrations: [NeedleRegistration] = []
    /// The model file index of each generated file, by path.
    var generatedFileIndex: [String: FileIndex] = [:]

    init(files: [FileSyntax], modules: ModuleMap, vocabulary: FrameworkVocabulary, jobs: Int = 1) {
        // A `NeedleGenerated.swift` is read for what it registers, never indexed as app code: its
        // provider classes would look like hand-written providers of every dependency.
        var files = files
        for index in files.indices where NeedleGeneratedReader.isGeneratedFile(files[index].source.path) {
            needleRegistrations += NeedleGeneratedReader.registrations(in: files[index])
            generatedFileIndex[files[index].source.path] = index
            files[index].types = []
            files[index].functions = []
            files[index].variables = []
            files[index].typeAliases = []
        }
        self.files = files
        self.jobs = max(1, jobs)
        self.modules = modules
        self.vocabulary = vocabulary
        lap = clock.now
        cpuLap = ProcessCPU.milliseconds()
        fileModules = files.map { modules.module(ofPath: $0.source.path) }
        types = TypeIndex(files: files, fileModules: fileModules, jobs: self.jobs)
        bodies = BodyCache(files: files)
        endPhase("type index")
    }

    mutating func build() -> ProjectModel {
        assignRoles()
        notePrimaryRoles()
        endPhase("roles")
        warmBodies()
        endPhase("bodies")
        var ribs = groupParts()
        endPhase("grouping")
        var ribOfType: [TypeID: RIBID] = [:]
        for rib in ribs {
            for part in rib.parts where ribOfType[part.type] == nil { ribOfType[part.type] = rib.id }
            for part in rib.parts where !part.role.isClassRole {
                if !(roles[part.type] ?? []).contains(part.role) { roles[part.type, default: []].append(part.role) }
            }
        }
        notePrimaryRoles()
        findBuilderSites()
        endPhase("builder sites")
        let tree = buildTree(ribs: ribs, ribOfType: ribOfType)
        endPhase("tree")
        let resolver = DependencyResolver(builder: self, ribs: ribs, tree: tree, ribOfType: ribOfType)
        let graph = resolver.resolve()
        endPhase("dependencies")
        // Conformance extensions written for a child (`extension PComponent: CDependency`) are its files too.
        for entry in graph.entries {
            for conformer in types.directSubtypes(of: entry.dependencyProtocol) where types[conformer].kind != .protocol {
                for inherited in types[conformer].inheritedTypes where inherited.resolved == entry.dependencyProtocol && inherited.extensionIndex != nil {
                    if !ribs[entry.rib.rawValue].fileIndices.contains(inherited.file) {
                        ribs[entry.rib.rawValue].fileIndices.append(inherited.file)
                    }
                }
            }
        }
        for index in ribs.indices {
            ribs[index].fileIndices.sort()
            ribs[index].files = Array(Set(ribs[index].fileIndices.map { files[$0].source.path })).sorted()
        }
        endPhase("files")
        return ProjectModel(files: files, fileModules: fileModules, modules: modules, vocabulary: vocabulary,
                            types: types, ribs: ribs, tree: tree, dependencies: graph, bodies: bodies,
                            roles: roles, ribOfType: ribOfType, customBaseClasses: customBases, buildPhases: phases)
    }

    func location(of id: TypeID) -> SourceLocation {
        location(file: types[id].file, offset: types[id].decl.name.offset)
    }

    func location(file: FileIndex, offset: UInt32) -> SourceLocation {
        let (line, column) = files[file].source.location(of: offset)
        return SourceLocation(file: file, path: files[file].source.path, offset: offset, line: line, column: column)
    }

    // MARK: roles

    private mutating func assignRoles() {
        let classBases: [(RIBRole, [String])] = [
            (.interactor, vocabulary.interactorBases), (.router, vocabulary.routerBases),
            (.builder, vocabulary.builderBases), (.component, vocabulary.componentBases),
            (.presenter, vocabulary.presenterBases), (.worker, vocabulary.workerBases),
        ]
        let types = self.types
        let vocabulary = self.vocabulary
        let bodies = self.bodies
        let found: [[RIBRole]] = parallelMap(types.ids, jobs: jobs) { id in
            let info = types[id]
            var found: [RIBRole] = []
            guard !ModelBuilder.frameworkModules.contains(info.module) else { return found }
            switch info.kind {
            case .class, .actor:
                for (role, bases) in classBases where types.isSubclass(id, ofAnyOf: bases) { found.append(role) }
                // A builder without the framework's base class: it conforms to the RIB's buildable
                // protocol and builds. (Test doubles of a buildable are no builders.)
                if !found.contains(.builder), types.conforms(id, toAnyOf: ["Buildable"]),
                   info.members.contains(where: { $0.function?.name.text == "build" }),
                   !ModelBuilder.isTestDouble(info.name) {
                    found.append(.builder)
                }
                // Nor `Buildable`: a class named as a builder whose `build` returns the app's own
                // router (a subclass of the framework's, or a routing protocol refining the
                // framework's). Hybrid apps write these beside their other factories. One that
                // returns only the framework's `ViewableRouting` (a tutorial's placeholder) names
                // no RIB of its own.
                if !found.contains(.builder), info.name.hasSuffix("Builder"), !ModelBuilder.isTestDouble(info.name),
                   info.members.contains(where: { member in
                       guard let function = member.function, function.name.text.hasPrefix("build"),
                             let returned = function.returnType,
                             let type = types.lookup(TypeText.nominalName(returned.text), fromFile: member.file),
                             !ModelBuilder.frameworkModules.contains(types[type].module),
                             !ModelBuilder.frameworkRoutingProtocols.contains(types[type].name) else { return false }
                       return types.isSubclass(type, ofAnyOf: vocabulary.routerBases)
                           || (types[type].kind == .protocol && types.conforms(type, toAnyOf: ModelBuilder.frameworkRoutingProtocols))
                   }) {
                    found.append(.builder)
                }
                // Or whose `build` makes the app's own router itself, whatever type it returns
                // (the framework's `ViewableRouter<Interactable, ViewControllable>`, or a starter
                // protocol the router adopts): the body says what the signature hides.
                if !found.contains(.builder), info.name.hasSuffix("Builder"), !ModelBuilder.isTestDouble(info.name),
                   info.members.contains(where: { member in
                       guard let function = member.function, function.name.text.hasPrefix("build"),
                             let body = function.body, bodies.mentions("Router", file: member.file, in: body) else { return false }
                       return ModelBuilder.constructsAppRouter(bodies.block(file: member.file, range: body), file: member.file,
                                                               types: types, routerBases: vocabulary.routerBases)
                   }) {
                    found.append(.builder)
                }
                if types.isSubclass(id, ofAnyOf: vocabulary.viewBases) || types.conforms(id, toAnyOf: vocabulary.viewBases) {
                    found.append(.view)
                }
            case .struct, .enum:
                if types.conforms(id, toAnyOf: vocabulary.viewBases) { found.append(.view) }
            case .protocol:
                if types.conforms(id, toAnyOf: vocabulary.dependencyProtocols) { found.append(.dependency) }
                if types.conforms(id, toAnyOf: ["ViewControllable"]) { found.append(.viewControllable) }
            case .extension:
                break
            }
            return found
        }
        for (id, list) in zip(types.ids, found) where !list.isEmpty { roles[id] = list }
        // Only types with a role can make their superclass a custom base (order does not matter: a set).
        for (id, own) in roles {
            guard case .project(let superclass, _)? = types[id].superclass, let inherited = roles[superclass] else { continue }
            if own.contains(where: { $0.isClassRole && inherited.contains($0) }) { customBases.insert(superclass) }
        }
        // A framework's own classes (a vendored RIBs: `PresentableInteractor`, `LaunchRouter`) are
        // bases, not RIBs: `open` generic classes exist to be subclassed. (Names alone cannot tell:
        // feature modules name their own classes `Builder`, `Interactor`, ...)
        for (id, list) in roles where list.contains(where: \.isClassRole) {
            let decl = types[id].decl
            if decl.modifiers.contains(.open) && !decl.genericParameters.isEmpty { customBases.insert(id) }
        }
    }

    /// The role a class is grouped by (a view controller that is also a presenter groups as presenter).
    func primaryRole(_ id: TypeID) -> RIBRole? { primaryRoles[id.rawValue] }

    private static func isTestDouble(_ name: String) -> Bool { ProjectModel.isTestDouble(name) }

    /// The framework's routing protocols a RIB's `XRouting` refines.
    static let frameworkRoutingProtocols = ["Routing", "ViewableRouting", "LaunchRouting"]

    /// Whether a body calls the initializer of one of the app's router classes (`FooRouter(...)`,
    /// `FooRouter.init(...)`): a subclass of a router base declared outside the framework.
    static func constructsAppRouter(_ block: Block, file: FileIndex, types: TypeIndex, routerBases: [String]) -> Bool {
        constructsType(in: block, file: file, types: types) { type in
            types[type].kind == .class && !frameworkModules.contains(types[type].module) && types.isSubclass(type, ofAnyOf: routerBases)
        }
    }

    /// Whether a body calls the initializer (`T(...)`, `T.init(...)`) of a project type `matches` accepts.
    static func constructsType(in block: Block, file: FileIndex, types: TypeIndex, where matches: (TypeID) -> Bool) -> Bool {
        var found = false
        ExprWalker.walk(block) { expr in
            guard !found, case .call(let call) = expr else { return }
            var callee = call.callee
            if case .member(let base?, let name) = callee, name.text == "init" { callee = base }
            guard let name = ExprWalker.dottedName(callee), let type = types.lookupConstructed(name, fromFile: file) else { return }
            found = matches(type)
        }
        return found
    }

    private static let primaryRoleOrder: [RIBRole] = [.interactor, .router, .builder, .component, .presenter, .worker,
                                                      .view, .dependency, .viewControllable]

    /// `primaryRole` of every type, in an array by id: grouping and the tree ask it for every type and
    /// every construction.
    private mutating func notePrimaryRoles() {
        primaryRoles = Array(repeating: nil, count: types.types.count)
        for (id, list) in roles where !customBases.contains(id) {
            primaryRoles[id.rawValue] = ModelBuilder.primaryRoleOrder.first { list.contains($0) }
        }
    }

    // MARK: bodies

    /// Every construction of a project type in a type's member bodies (declaration and extensions).
    mutating func constructions(in id: TypeID) -> [Construction] {
        if let cached = constructionCache[id] { return cached }
        let result = ModelBuilder.findConstructions(in: id, types: types, bodies: bodies)
        constructionCache[id] = result
        return result
    }

    private static func findConstructions(in id: TypeID, types: TypeIndex, bodies: BodyCache) -> [Construction] {
        var result: [Construction] = []
        for member in types[id].members {
            var blocks: [Block] = []
            switch member.decl {
            case .function(let function):
                if let body = function.body, bodies.mayConstructType(file: member.file, in: body) {
                    blocks.append(bodies.block(file: member.file, range: body))
                }
                // A parameter's default value builds too (`init(payBuilder: PayBuildable =
                // PayBuilder(...))`); only one that names a builder is parsed.
                for parameter in function.parameters {
                    guard let value = parameter.defaultValue, bodies.mentions("Builder", file: member.file, in: value) else { continue }
                    blocks.append(bodies.block(file: member.file, range: value))
                }
            case .property:
                for range in member.decl.bodyRanges where bodies.mayConstructType(file: member.file, in: range) {
                    blocks.append(bodies.block(file: member.file, range: range))
                }
            default:
                continue
            }
            // Only small values in the closure: the walk is specialised on it and passes what it
            // captures down every recursive call (capturing `member` copied it at every node).
            let file = member.file
            for block in blocks {
                // Locals bound directly to a construction, and every name the body mentions.
                var boundLocals: [UInt32: String] = [:]
                var mentioned: Set<String> = []
                for statement in block.statements {
                    if case .local(let local) = statement, local.names.count == 1, case .call(let call)? = local.initializer {
                        boundLocals[call.range.start] = local.names[0].text
                    }
                }
                if !boundLocals.isEmpty {
                    ExprWalker.walk(block) { expr in
                        if case .identifier(let name) = expr { mentioned.insert(name.text) }
                    }
                }
                let firstIndex = result.count
                ExprWalker.walk(block) { expr in
                    guard case .call(let call) = expr else { return }
                    var callee = call.callee
                    if case .member(let base?, let name) = callee, name.text == "init" { callee = base }
                    // A type's name starts with a capital: told from the callee's last name before
                    // the dotted name is built (most calls are `x.doSomething()`).
                    guard let first = callee.name?.text.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"),
                          let name = ExprWalker.dottedName(callee),
                          let type = types.lookupConstructed(name, fromFile: file),
                          types[type].kind != .protocol else { return }
                    result.append(Construction(type: type, call: call, file: file, enclosing: id,
                                               offset: call.range.start))
                }
                for index in firstIndex..<result.count {
                    if let local = boundLocals[result[index].call.range.start], !mentioned.contains(local) { result[index].isDropped = true }
                }
            }
        }
        return result
    }

    /// Parses, on every thread, the bodies of the RIB classes that grouping, the tree and DI walk
    /// whole (builders, components and routers), and finds the constructions in them; the serial
    /// layers after this mostly look them up.
    private mutating func warmBodies() {
        // Interactors, views, presenters and workers are left to the analyses and rules that ask:
        // they test a body's bytes before they parse it, and most bodies fail the test. Parsing
        // the interactors' bodies ahead (on a spare thread, until 2026-11-28) parsed 2,700 bodies
        // of the 600-RIB app that nothing read, 4 MiB of its peak memory.
        let hosts = primaryRoles.indices.filter { index in
            primaryRoles[index] == .builder || primaryRoles[index] == .component || primaryRoles[index] == .router
        }.map(TypeID.init)
        var hostRanges: [(file: FileIndex, range: SourceRange)] = []
        for id in hosts {
            for member in types[id].members {
                for range in member.decl.bodyRanges {
                    // A stored property's initial value is read here only for what it
                    // constructs (`= []`, `= nil` construct nothing), and the few analyses and
                    // rules that read one parse it when they ask; the other bodies of these types
                    // are all read again by later phases (the names a router reads, the
                    // dependencies a component forwards or a builder hands down).
                    if case .property(let property) = member.decl, property.initializer == range,
                       !self.bodies.mayConstructType(file: member.file, in: range) {
                        continue
                    }
                    hostRanges.append((member.file, range))
                }
            }
        }
        let bodies = self.bodies
        let types = self.types
        bodies.preload(hostRanges, jobs: jobs)
        let found = parallelMap(hosts, jobs: jobs) { ModelBuilder.findConstructions(in: $0, types: types, bodies: bodies) }
        for (id, list) in zip(hosts, found) { constructionCache[id] = list }
    }

    /// Finds every construction of a builder class. RIB hosts were walked by `warmBodies`; other
    /// types are walked only when one of their files writes a builder construction (`Builder(`,
    /// `Builder {`, `Builder.init(`), which keeps a tree of plain Swift, and interactors and views
    /// that build nothing, cheap.
    private mutating func findBuilderSites() {
        // The candidates' files are read from each type's declaration and extensions as they are
        // needed: an array of them per candidate was an allocation for most types of the tree.
        var candidates: [TypeID] = []
        var scanned = [Bool](repeating: false, count: files.count)
        var scannedFiles: [FileIndex] = []
        func scan(_ file: FileIndex) {
            if !scanned[file] {
                scanned[file] = true
                scannedFiles.append(file)
            }
        }
        for index in types.types.indices {
            let info = types.types[index]
            guard info.outer == nil else { continue }
            // Code outside every RIB, a view (a host view controller, an extension's principal
            // class) or an interactor (routerless libraries attach children from it).
            switch primaryRoles[index] {
            case nil, .view?, .interactor?: break
            default: continue
            }
            switch info.kind {
            case .class, .struct, .actor:
                guard constructionCache[info.id] == nil else { continue }
                candidates.append(info.id)
                scan(info.file)
                for ext in info.extensions { scan(ext.file) }
            default:
                continue
            }
        }
        // A construction writes `XBuilder(`, `XBuilder {` (Needle's closure form) or `XBuilder.init(`.
        // The scan reads most of the tree's bytes, so it runs on every thread.
        let files = self.files
        var mentions = [Bool](repeating: false, count: files.count)
        for (file, found) in zip(scannedFiles, parallelMap(scannedFiles, jobs: jobs) { files[$0].writesBuilderConstruction }) {
            mentions[file] = found
        }
        let extraHosts = candidates.filter { id in
            let info = self.types[id]
            return mentions[info.file] || info.extensions.contains { mentions[$0.file] }
        }
        let types = self.types
        let bodies = self.bodies
        let found = parallelMap(extraHosts, jobs: jobs) { ModelBuilder.findConstructions(in: $0, types: types, bodies: bodies) }
        for (id, list) in zip(extraHosts, found) { constructionCache[id] = list }
        var sites: [TypeID: [Construction]] = [:]
        var components: [TypeID: [Construction]] = [:]
        for id in constructionCache.keys.sorted() {
            for construction in constructionCache[id]! {
                switch primaryRole(construction.type) {
                case .builder?:
                    sites[construction.type, default: []].append(construction)
                case .component? where construction.argument(labelled: "parent") != nil:
                    components[construction.type, default: []].append(construction)
                default:
                    continue
                }
            }
        }
        builderSites = sites
        componentSites = components
    }

    /// One pass over a file for `Builder` followed by `(`, ` {`, `{` or `.init(`.
    static func writesBuilderConstruction(_ bytes: [UInt8]) -> Bool {
        writesConstruction(ofAName: "Builder", in: bytes)
    }

    /// `ByteFacts.writesPartConstruction`.
    static func writesPartConstruction(_ bytes: [UInt8]) -> Bool {
        writesConstruction(ofAName: "Interactor", in: bytes) || writesConstruction(ofAName: "Router", in: bytes)
    }

    /// Whether `suffix` is followed by what makes a construction, trailing closures included
    /// (`ByteSearch.isConstruction`): a name ending in it may be constructed.
    private static func writesConstruction(ofAName suffix: String, in bytes: [UInt8]) -> Bool {
        guard !suffix.isEmpty else { return false }
        var needle = suffix
        return needle.withUTF8 { pin in
            bytes.withUnsafeBytes { hay in
                var offset = 0
                while let found = ByteSearch.firstOffset(of: UnsafeRawBufferPointer(pin), in: hay, from: offset) {
                    let end = found + pin.count
                    if ByteSearch.isConstruction(in: hay, after: end, trailingClosure: true) { return true }
                    offset = end
                }
                return false
            }
        }
    }

    /// The type of the object a builder construction hands over as the child's dependency, when
    /// the code says it: `self` (the enclosing type), `XComponent(...)`, `dependency` (the
    /// enclosing builder's or component's dependency protocol), `component.dependency`, or a
    /// local or property bound to one of those. `nil` when it cannot be told.
    func dependencyArgumentType(of construction: Construction) -> TypeID? {
        guard let argument = construction.argument(labelled: "dependency") ?? construction.call.arguments.first?.value else {
            return nil
        }
        return expressionType(argument, in: construction.enclosing, file: construction.file, depth: 0)
    }

    /// The component handed as `parent:` to a Needle component's construction, when it can be told.
    func parentArgumentType(of construction: Construction) -> TypeID? {
        guard let argument = construction.argument(labelled: "parent") else { return nil }
        return expressionType(argument, in: construction.enclosing, file: construction.file, depth: 0)
    }

    private func expressionType(_ expr: Expr, in enclosing: TypeID, file: FileIndex, depth: Int) -> TypeID? {
        guard depth < 4 else { return nil }
        switch expr {
        case .identifier(let name) where name.text == "self":
            return enclosing
        case .identifier(let name) where name.text == "dependency":
            return ownDependencyProtocol(of: enclosing)
        case .identifier(let name):
            if let local = localInitializer(named: name.text, in: enclosing) {
                return expressionType(local.value, in: enclosing, file: local.file, depth: depth + 1)
            }
            if let (type, _) = propertyType(enclosing, named: name.text), let type { return type }
            // A parameter of one of the type's methods (`build(with component: RootComponent)`).
            for member in types[enclosing].members {
                guard let function = member.function,
                      let parameter = function.parameters.first(where: { $0.name == name.text }), let written = parameter.type,
                      let type = types.lookup(TypeText.nominalName(written.text), fromFile: member.file) else { continue }
                return type
            }
            return nil
        case .member(let base?, let name) where name.text == "dependency":
            guard let holder = expressionType(base, in: enclosing, file: file, depth: depth + 1) else { return nil }
            return ownDependencyProtocol(of: holder)
        case .member(.some(.identifier(let base)), let name) where base.text == "self":
            return expressionType(.identifier(name), in: enclosing, file: file, depth: depth + 1)
        case .postfix(let inner, _):
            return expressionType(inner, in: enclosing, file: file, depth: depth + 1)
        case .call(let call):
            var callee = call.callee
            if case .member(let base?, let name) = callee, name.text == "init" { callee = base }
            guard let name = ExprWalker.dottedName(callee), let type = types.lookup(name, fromFile: file),
                  types[type].kind != .protocol else { return nil }
            return type
        default:
            return nil
        }
    }

    /// `Builder<XDependency>` / `Component<XDependency>` -> `XDependency`.
    private func ownDependencyProtocol(of id: TypeID) -> TypeID? {
        superclassGenericArguments(id).first { types[$0].kind == .protocol }
    }

    /// `let name = value` in any member body of a type (declaration and extensions), first found.
    private func localInitializer(named name: String, in id: TypeID) -> (value: Expr, file: FileIndex)? {
        for member in types[id].members {
            guard let function = member.function, let body = function.body else { continue }
            if let value = ModelBuilder.local(named: name, in: bodies.block(file: member.file, range: body).statements) {
                return (value, member.file)
            }
        }
        return nil
    }

    private static func local(named name: String, in statements: [Statement]) -> Expr? {
        for statement in statements {
            switch statement {
            case .local(let local) where local.names.count == 1 && local.names[0].text == name:
                if let value = local.initializer { return value }
            case .control(let control):
                for block in control.blocks { if let found = local(named: name, in: block.statements) { return found } }
            default:
                continue
            }
        }
        return nil
    }

    /// Resolved generic arguments of a class's direct superclass (`Builder<FooDependency>`).
    func superclassGenericArguments(_ id: TypeID) -> [TypeID] {
        guard let ref = types[id].superclass?.ref else { return [] }
        return ref.genericArguments.compactMap { types.lookup($0.name.isEmpty ? $0.text : $0.name, fromFile: types[id].file) }
    }

    /// A stored or computed property's type, resolved to a project type.
    func propertyType(_ id: TypeID, named name: String) -> (TypeID?, String)? {
        for member in types.membersIncludingInherited(of: id, visibleFrom: nil) {
            guard let property = member.property, property.name.text == name, let type = property.type else { continue }
            let nominal = TypeText.nominalName(type.text)
            return (types.lookup(nominal, fromFile: member.file), nominal)
        }
        return nil
    }

    // MARK: grouping

    private struct Group {
        var module: String
        var parts: [(role: RIBRole, type: TypeID)] = []
        var stems: Set<String> = []
        var listenerTypeName: String?

        func has(_ id: TypeID) -> Bool { parts.contains { $0.type == id } }
    }

    private mutating func groupParts() -> [RIB] {
        var claimed: Set<TypeID> = []
        var groups: [Group] = []
        func stem(_ id: TypeID, _ role: RIBRole) -> String { role.stem(of: types[id].name) }

        // 1. What each builder's bodies construct, and what its superclass's generic arguments name.
        let builders = primaryRoles.indices.filter { primaryRoles[$0] == .builder }.map(TypeID.init)
        for builder in builders {
            var group = Group(module: types[builder].module)
            group.parts.append((.builder, builder))
            claimed.insert(builder)
            var candidates: [TypeID] = superclassGenericArguments(builder)
            for construction in constructions(in: builder) {
                let isChildComponent = construction.argument(labelled: "parent") != nil
                if primaryRole(construction.type) == .component && isChildComponent { continue }
                candidates.append(construction.type)
            }
            for candidate in candidates where !claimed.contains(candidate) {
                guard let role = primaryRole(candidate), role != .builder,
                      types[candidate].module == group.module || role == .dependency else { continue }
                group.parts.append((role, candidate))
                claimed.insert(candidate)
            }
            // A component's `Component<FooDependency>` names the RIB's dependency protocol.
            for part in group.parts where part.role == .component {
                for argument in superclassGenericArguments(part.type) where !claimed.contains(argument) && primaryRole(argument) == .dependency {
                    group.parts.append((.dependency, argument))
                    claimed.insert(argument)
                }
            }
            group.stems = Set(group.parts.map { stem($0.type, $0.role) })
            groups.append(group)
        }

        // 2. Everything else by module and name prefix.
        var groupByStem: [String: [String: Int]] = [:]
        for (index, group) in groups.enumerated() {
            for stem in group.stems where groupByStem[group.module]?[stem] == nil { groupByStem[group.module, default: [:]][stem] = index }
        }
        for (index, primary) in primaryRoles.enumerated() {
            let id = TypeID(index)
            guard let role = primary, role.isClassRole || role == .dependency, !claimed.contains(id) else { continue }
            let module = types[id].module
            let key = stem(id, role)
            if let index = groupByStem[module]?[key] {
                groups[index].parts.append((role, id))
            } else {
                var group = Group(module: module)
                group.parts.append((role, id))
                group.stems = [key]
                groupByStem[module, default: [:]][key] = groups.count
                groups.append(group)
            }
            claimed.insert(id)
        }
        // Components name their dependency protocol (`Component<FooDependency>`) in groups made by prefix too.
        for index in groups.indices where !groups[index].parts.contains(where: { $0.role == .dependency }) {
            for part in groups[index].parts where part.role == .component {
                for argument in superclassGenericArguments(part.type) where primaryRole(argument) == .dependency {
                    if let owner = groups.firstIndex(where: { $0.has(argument) }) {
                        guard groups[owner].parts.count == 1 else { continue }
                        groups[owner].parts.removeAll()
                    }
                    groups[index].parts.append((.dependency, argument))
                }
            }
        }
        groups = groups.filter { group in group.parts.contains { [.interactor, .router, .builder].contains($0.role) } }
        for index in groups.indices {
            groups[index].stems.formUnion(groups[index].parts.map { stem($0.type, $0.role) })
        }

        // 3. Protocols: what the parts conform to and hold, then by name prefix.
        var protocolOwner: [TypeID: Int] = [:]
        for (index, group) in groups.enumerated() {
            for part in group.parts where part.role == .dependency { protocolOwner[part.type] = index }
        }
        // What each group's parts conform to and hold is found on every thread (it reads only the
        // group and the index); which group owns a protocol is then decided in group order.
        let reader = self
        let candidates = parallelMap(groups, jobs: jobs) { reader.protocolCandidates(of: $0) }
        for index in groups.indices {
            if let written = candidates[index].listenerTypeName { groups[index].listenerTypeName = written }
            for (role, id) in candidates[index].found where protocolOwner[id] == nil {
                protocolOwner[id] = index
                groups[index].parts.append((role == .dependency || primaryRole(id) == .dependency ? .dependency : role, id))
            }
        }
        var groupByModuleStem: [String: [String: Int]] = [:]
        for (index, group) in groups.enumerated() {
            for part in group.parts where part.role.isClassRole {
                let key = stem(part.type, part.role)
                if groupByModuleStem[group.module]?[key] == nil { groupByModuleStem[group.module, default: [:]][key] = index }
            }
        }
        for id in types.ids(of: .protocol) where protocolOwner[id] == nil
            && !ModelBuilder.frameworkModules.contains(types[id].module) {
            guard let role = RIBRole.protocolRole(bySuffixOf: types[id].name) else { continue }
            if role == .dependency && primaryRole(id) != .dependency { continue }
            guard let index = groupByModuleStem[types[id].module]?[role.stem(of: types[id].name)] else { continue }
            protocolOwner[id] = index
            groups[index].parts.append((role, id))
        }

        // 4. Names and files, on `jobs` threads: a part's location makes its file's line table.
        let builder = self
        var ribs: [RIB] = parallelMap(groups, jobs: jobs) { group in
            let types = builder.types
            var parts = group.parts.map { RIBPart(role: $0.role, type: $0.type, name: types[$0.type].qualifiedName, location: builder.location(of: $0.type)) }
            parts.sort { ($0.role, $0.name, $0.type) < ($1.role, $1.name, $1.type) }
            var fileSet: [FileIndex] = []
            for part in parts {
                for file in types[part.type].files where !fileSet.contains(file) { fileSet.append(file) }
            }
            var rib = RIB(id: RIBID(0), name: builder.ribBaseName(parts), module: group.module, parts: parts, files: [], fileIndices: fileSet)
            rib.listenerTypeName = group.listenerTypeName
            return rib
        }
        // A builder alone that makes another builder is a wrapper around that RIB (an adapter, a
        // decorator registered in a container), not a RIB of its own.
        ribs.removeAll { rib in
            let classParts = rib.parts.filter(\.role.isClassRole)
            guard classParts.count == 1, classParts[0].role == .builder else { return false }
            let builderType = classParts[0].type
            return constructions(in: builderType).contains { $0.type != builderType && primaryRole($0.type) == .builder }
        }
        // Same-named RIBs in different modules (every feature module naming its types `Builder`)
        // are named after their modules; in one module they keep their names.
        var modulesByName: [String: Set<String>] = [:]
        for rib in ribs where rib.module != ModuleMap.unlistedModule {
            // A leftover copy no target compiles never renames the RIB the app builds; it is the
            // one that is qualified (`Unlisted.Plants`).
            modulesByName[rib.name, default: []].insert(rib.module)
        }
        for index in ribs.indices {
            let module = ribs[index].module
            if ribs[index].name.isEmpty {
                // Plain `Builder`/`Interactor` classes: the module's name, unless the module is
                // the scan's default one (named after the scanned folder, often the repository):
                // then the folder that holds the RIB's classes.
                if module == modules.defaultModule, let part = ribs[index].parts.first(where: \.role.isClassRole),
                   let folder = ModuleMap.parentFolder(of: files[types[part.type].file].source.path).split(separator: "/").last {
                    ribs[index].name = String(folder)
                } else {
                    ribs[index].name = module
                }
            } else if module == ModuleMap.unlistedModule {
                if modulesByName[ribs[index].name] != nil { ribs[index].name = module + "." + ribs[index].name }
            } else if modulesByName[ribs[index].name, default: []].count > 1, module != modules.defaultModule {
                // Keep the classes' name, qualified as Swift would (`OnboardingDemo.AppRoot`); a RIB
                // of the default module (named after the scanned folder) keeps its bare name.
                ribs[index].name = module + "." + ribs[index].name
            }
        }
        ribs.sort { ($0.name, $0.module, $0.parts.first?.type ?? TypeID(0)) < ($1.name, $1.module, $1.parts.first?.type ?? TypeID(0)) }
        return ribs.enumerated().map { index, rib in
            RIB(id: RIBID(index), name: rib.name, module: rib.module, parts: rib.parts, files: rib.files,
                fileIndices: rib.fileIndices, listenerTypeName: rib.listenerTypeName)
        }
    }

    /// The protocols a group's class parts conform to (named like the group's own parts), name in
    /// their superclass's generic arguments, or hold as `listener`, `router` and `presenter`, in the
    /// order grouping offers them; and the type its interactor's `listener` is written with.
    private func protocolCandidates(of group: Group) -> (found: [(RIBRole, TypeID)], listenerTypeName: String?) {
        var found: [(RIBRole, TypeID)] = []
        var listenerTypeName: String?
        for part in group.parts where part.role.isClassRole {
            let info = types[part.type]
            // A parent's view controller may also conform to a child's `XViewControllable`:
            // conformances count only for protocols named like the RIB's own parts.
            for inherited in info.inheritedTypes {
                guard let resolved = inherited.resolved, types[resolved].kind == .protocol,
                      let role = RIBRole.protocolRole(bySuffixOf: types[resolved].name), role != .listener,
                      group.stems.contains(role.stem(of: types[resolved].name)) else { continue }
                found.append((role, resolved))
            }
            for argument in superclassGenericArguments(part.type) where types[argument].kind == .protocol {
                if let role = RIBRole.protocolRole(bySuffixOf: types[argument].name), role != .listener { found.append((role, argument)) }
            }
            switch part.role {
            case .interactor:
                if let (resolved, written) = propertyType(part.type, named: "listener") {
                    listenerTypeName = written
                    if let resolved, types[resolved].kind == .protocol { found.insert((.listener, resolved), at: 0) }
                }
                if let resolved = propertyType(part.type, named: "router")?.0, types[resolved].kind == .protocol {
                    found.append((.routing, resolved))
                }
                if let resolved = propertyType(part.type, named: "presenter")?.0, types[resolved].kind == .protocol {
                    found.append((.presentable, resolved))
                }
            case .view, .presenter:
                if let resolved = propertyType(part.type, named: "listener")?.0, types[resolved].kind == .protocol {
                    found.append((.presentableListener, resolved))
                }
            default:
                break
            }
        }
        return (found, listenerTypeName)
    }

    private func ribBaseName(_ parts: [RIBPart]) -> String {
        // A part whose name carries its role's suffix names the RIB (a misspelt `Popularnteractor`
        // must not name it when `PopularRouter` and `PopularBuilder` are spelt right).
        for role in [RIBRole.interactor, .router, .builder] {
            if let part = parts.first(where: { $0.role == role }), role.suffixes.contains(where: { types[part.type].name.hasSuffix($0) }) {
                return role.stem(of: types[part.type].name)
            }
        }
        for role in [RIBRole.interactor, .router, .builder] {
            if let part = parts.first(where: { $0.role == role }) { return role.stem(of: types[part.type].name) }
        }
        return ""
    }

    // MARK: tree

    private mutating func buildTree(ribs: [RIB], ribOfType: [TypeID: RIBID]) -> RIBTree {
        var edges: [RIBEdge] = []
        var seen: Set<[Int]> = []
        var linked: Set<[Int]> = []
        func add(_ edge: RIBEdge) {
            // A RIB that builds another instance of itself (a list that pushes a deeper list) is
            // its own parent: the edge is kept, and the tree shows it as a cycle.
            guard seen.insert([edge.parent.rawValue, edge.child.rawValue, edge.provider?.rawValue ?? -1]).inserted else { return }
            linked.insert([edge.parent.rawValue, edge.child.rawValue])
            edges.append(edge)
        }
        // What each routing class reads, walked on `jobs` threads before the (serial) edges.
        let routers = Array(Set(ribs.compactMap { $0.router ?? $0.interactor }).filter { readsCache[$0] == nil }).sorted()
        let builder = self
        for (router, reads) in zip(routers, parallelMap(routers, jobs: jobs) { builder.computeReads(of: $0) }) {
            readsCache[router] = reads
        }
        // Each RIB's edges are found on `jobs` threads, reading only what the layers before made;
        // they are added in RIB order, so that which duplicate is kept does not depend on threads.
        // `warmBodies` walked the builders and routers; one whose primary role is another is walked now.
        for rib in ribs {
            for host in ModelBuilder.constructingHosts(of: rib) { _ = constructions(in: host) }
        }
        let walked = self
        let found = parallelMap(ribs, jobs: jobs) { rib in walked.edges(of: rib, ribs: ribs, ribOfType: ribOfType) }
        for (constructed, held) in found {
            for edge in constructed { add(edge) }
            for edge in held where !linked.contains([edge.parent.rawValue, edge.child.rawValue]) { add(edge) }
        }
        edges.sort { ($0.parent, $0.child, $0.site) < ($1.parent, $1.child, $1.site) }
        let hasParent = Set(edges.filter { $0.parent != $0.child }.map(\.child))
        let roots = ribs.filter { !hasParent.contains($0.id) }.map(\.id)
        var configured: Set<RIBID> = []
        for rib in ribs {
            if vocabulary.roots.contains(rib.name) { configured.insert(rib.id) }
            if isBuiltOutsideTheTree(rib, ribOfType: ribOfType) { configured.insert(rib.id) }
            if let router = rib.router, types.isSubclass(router, ofAnyOf: vocabulary.launchRouterBases) { configured.insert(rib.id) }
        }
        // Asked last, and only of the roots without a builder: it reads other files.
        let unbuilt = ribs.filter { !configured.contains($0.id) && $0.builder == nil && !hasParent.contains($0.id) }
        configured.formUnion(ribsBuiltByHand(unbuilt))
        return RIBTree(ribCount: ribs.count, edges: edges, roots: roots, configuredRoots: configured)
    }

    /// The RIBs among `candidates` (none has a builder) whose router, or without a router whose
    /// interactor, code outside the RIB constructs (`CardRouter(interactor: ...)` in a
    /// coordinator, `let listener = SwapInteractor()` in another RIB's router): each is hosted
    /// outside the tree, a root like one whose builder an app delegate makes. Tests, demos and
    /// previews do not count: the app itself never runs them. Only files that name a candidate's
    /// class are walked, on `jobs` threads, and in them only the bodies that write its
    /// construction; a released file is read again only if it writes a construction of an
    /// interactor or router (`ByteFacts.writesPartConstruction`).
    private func ribsBuiltByHand(_ candidates: [RIB]) -> Set<RIBID> {
        // By simple name; several modules may each have a RIB of that name without a builder.
        var targets: [String: [(rib: RIBID, type: TypeID, own: Set<FileIndex>)]] = [:]
        for rib in candidates {
            guard let target = rib.router ?? rib.interactor, !types[target].name.isEmpty else { continue }
            targets[types[target].name, default: []].append((rib.id, target, Set(rib.fileIndices)))
        }
        guard !targets.isEmpty else { return [] }
        // The suffixes to search for: most parts are named `...Interactor` or `...Router`.
        let suffixes = Set(targets.keys.map { name in
            name.hasSuffix("Interactor") ? "Interactor" : name.hasSuffix("Router") ? "Router" : name
        }).sorted()
        let lengths = Set(targets.keys.map(\.utf8.count))
        let files = self.files
        let found: [[RIBID]] = parallelMap(count: files.count, jobs: jobs) { file in
            // A released file is read again only when its facts say it writes a construction.
            let source = files[file].source
            if source.isReleased, !files[file].writesPartConstruction { return [] }
            let bytes = source.bytes
            var named: Set<String> = []
            for suffix in suffixes {
                ByteSearch.constructedNames(endingIn: suffix, lengths: lengths, in: bytes) { name, _ in
                    if targets[name] != nil { named.insert(name) }
                }
            }
            guard !named.isEmpty, !ModelBuilder.isHarnessPath(source.path) else { return [] }
            return named.sorted().flatMap { name in
                targets[name]!.compactMap { target in
                    !target.own.contains(file) && self.constructs(target.type, named: name, inFile: file, bytes: bytes) ? target.rib : nil
                }
            }
        }
        return Set(found.joined())
    }

    /// Whether a body of `file` (a member of any type, or a top-level function) constructs
    /// `target`. Only a body whose bytes write a construction of the name is parsed.
    private func constructs(_ target: TypeID, named name: String, inFile file: FileIndex, bytes: [UInt8]) -> Bool {
        var declarations = files[file].types
        while let decl = declarations.popLast() {
            for member in decl.members {
                if case .type(let nested) = member { declarations.append(nested); continue }
                for range in member.bodyRanges where ByteSearch.writesConstruction(of: name, in: bytes, range: range) {
                    if ModelBuilder.constructsType(in: bodies.block(file: file, range: range), file: file, types: types, where: { $0 == target }) {
                        return true
                    }
                }
            }
        }
        for function in files[file].functions {
            if let body = function.body, ByteSearch.writesConstruction(of: name, in: bytes, range: body),
               ModelBuilder.constructsType(in: bodies.block(file: file, range: body), file: file, types: types, where: { $0 == target }) {
                return true
            }
        }
        return false
    }

    /// The parts whose constructions make a RIB's edges: its builders and routers, and with
    /// `components` its components too (which count only for wrappers, see `edges(of:)`).
    private static func constructingHosts(of rib: RIB, components: Bool = false) -> [TypeID] {
        rib.parts.filter { $0.role == .builder || $0.role == .router || (components && $0.role == .component) }.map(\.type)
    }

    /// A RIB's edges to its children: those its builder's and router's constructions make, and,
    /// apart, those its routing class holds a buildable for (the router; the interactor in a
    /// routerless RIB), which count only when no other edge links the two.
    private func edges(of rib: RIB, ribs: [RIB], ribOfType: [TypeID: RIBID]) -> (constructed: [RIBEdge], held: [RIBEdge]) {
        var constructed: [RIBEdge] = []
        // A component that makes a child's builder only hands it down (as a lazy or computed
        // property that some RIB below reads): the edge is where it is attached, found through
        // the routing class that holds the buildable.
        let routing = routingFacts(of: rib, ribs: ribs, ribOfType: ribOfType)
        for host in ModelBuilder.constructingHosts(of: rib) {
            for construction in constructionCache[host] ?? [] {
                guard let child = ribOfType[construction.type], !routing.heldButUnused.contains(child), !construction.isDropped else { continue }
                // A builder that makes a child's builder which the routing class never takes
                // (no property or init parameter of its type) attaches nothing.
                if let taken = routing.takenTypeNames, primaryRole(host) == .builder, primaryRole(construction.type) == .builder,
                   !names(taken, takeBuilderOf: ribs[child.rawValue]) { continue }
                let role = primaryRole(construction.type)
                let site = location(file: construction.file, offset: construction.offset)
                if role == .builder {
                    constructed.append(RIBEdge(parent: rib.id, child: child, kind: .constructsBuilder, site: site,
                                               provider: provider(of: construction, in: rib)))
                } else if role == .component, construction.argument(labelled: "parent") != nil {
                    constructed.append(RIBEdge(parent: rib.id, child: child, kind: .constructsComponent, site: site, provider: rib.component))
                }
            }
        }
        // A wrapper of no RIB that this RIB's builder, router or component makes, and that makes a
        // child's builder itself (an adapter that puts each game's builder behind one protocol the
        // router attaches without naming the child): whoever makes the wrapper builds the child.
        // A component counts here, unlike for plain builder constructions, because the wrapper's
        // construction names no buildable that a routing class could be found holding.
        for host in ModelBuilder.constructingHosts(of: rib, components: true) {
            for made in constructionCache[host] ?? [] where !made.isDropped && ribOfType[made.type] == nil {
                for inner in constructionCache[made.type] ?? [] where !inner.isDropped && primaryRole(inner.type) == .builder {
                    guard let child = ribOfType[inner.type], child != rib.id, !routing.heldButUnused.contains(child) else { continue }
                    constructed.append(RIBEdge(parent: rib.id, child: child, kind: .constructsBuilder,
                                               site: location(file: made.file, offset: made.offset),
                                               provider: provider(of: made, in: rib)))
                }
            }
        }
        // The routing class handed a `CBuildable`: a stored property that some method reads, or
        // an init parameter.
        let held = routing.held.map { held in
            RIBEdge(parent: rib.id, child: held.child, kind: .holdsBuildable,
                    site: location(file: held.file, offset: held.offset), provider: rib.component)
        } + routing.attachedHandedRouters.map { handed in
            RIBEdge(parent: rib.id, child: handed.child, kind: .attachesHandedRouter,
                    site: location(file: handed.file, offset: handed.offset), provider: rib.component)
        }
        return (constructed, held)
    }

    /// Whether one of `names` is the child's builder class or its buildable protocol.
    private func names(_ names: Set<String>, takeBuilderOf child: RIB) -> Bool {
        for part in child.parts where part.role == .builder || part.role == .buildable {
            let name = types[part.type].name
            if names.contains(name) { return true }
            if part.role == .builder, name.hasSuffix("Builder"), names.contains(String(name.dropLast("Builder".count)) + "Buildable") { return true }
        }
        return false
    }

    /// What a RIB's routing class (its router; its interactor without one) holds, from one pass
    /// over its members.
    private struct RoutingFacts {
        /// Children whose buildable a property that some method uses holds (directly, or through
        /// a helper of no RIB that keeps the children's builders), or that `init` takes unstored.
        var held: [(child: RIBID, file: FileIndex, offset: UInt32)] = []
        /// Children whose builder is stored and never used (an empty `attachX()`): a builder
        /// handed over and never built attaches nothing.
        var heldButUnused: Set<RIBID> = []
        /// The last components of the names of every type it stores or `init` takes; `nil` when
        /// none names a builder (it may get its children's builders some other way: a container,
        /// a closure), so that nothing is concluded. Names, not resolved types: a child's
        /// buildable protocol often lives in an interface module grouped apart from the RIB.
        var takenTypeNames: Set<String>?
        /// Children whose router a stored property holds and the routing class attaches
        /// (`attachChild(homeRouter)`): the parent's builder built them and handed them over.
        var attachedHandedRouters: [(child: RIBID, file: FileIndex, offset: UInt32)] = []
    }

    private func routingFacts(of rib: RIB, ribs: [RIB], ribOfType: [TypeID: RIBID]) -> RoutingFacts {
        var facts = RoutingFacts()
        guard let router = rib.router ?? rib.interactor else { return facts }
        // `buildTree` walked every routing class before.
        let reads = readsCache[router] ?? computeReads(of: router)
        let read = reads.names
        // Each takes a type's nominal name, made once per written type (`TypeText.nominalName`).
        // The RIB whose part in one of `roles` the type is.
        func owner(_ resolved: TypeID, roles: [RIBRole]) -> RIBID? {
            guard let owner = ribOfType[resolved],
                  ribs[owner.rawValue].parts.contains(where: { $0.type == resolved && roles.contains($0.role) }) else { return nil }
            return owner
        }
        func buildableChild(_ nominal: String, file: FileIndex) -> (resolved: TypeID?, child: RIBID?) {
            guard let resolved = types.lookup(nominal, fromFile: file) else { return (nil, nil) }
            return (resolved, owner(resolved, roles: [.buildable, .builder]))
        }
        var names: Set<String> = []
        func noteName(_ nominal: String) {
            names.insert(TypeIndex.lastComponent(of: nominal) ?? nominal)
        }
        // Stored properties of another RIB's routing protocol or router class.
        var handedRouters: [(child: RIBID, property: String, file: FileIndex, offset: UInt32)] = []
        var storedTypes: Set<TypeID> = []
        var used: Set<RIBID> = []
        var initParameters: [(nominal: String, file: FileIndex, offset: UInt32)] = []
        for member in types[router].members {
            if let function = member.function, function.kind == .initializer {
                for parameter in function.parameters {
                    guard let type = parameter.type else { continue }
                    let nominal = TypeText.nominalName(type.text)
                    noteName(nominal)
                    initParameters.append((nominal, member.file, function.name.offset))
                }
            }
            guard let property = member.property, let type = property.type else { continue }
            let nominal = TypeText.nominalName(type.text)
            noteName(nominal)
            let (resolved, child) = buildableChild(nominal, file: member.file)
            if let resolved { storedTypes.insert(resolved) }
            if !property.isComputed, let resolved, let routed = owner(resolved, roles: [.routing, .router]), routed != rib.id {
                handedRouters.append((routed, property.name.text, member.file, property.name.offset))
            }
            guard read.contains(property.name.text) else {
                if let child { facts.heldButUnused.insert(child) }
                continue
            }
            if let child {
                used.insert(child)
                facts.held.append((child, member.file, property.name.offset))
            } else if let helper = resolved, ribOfType[helper] == nil, primaryRole(helper) == nil,
                      types[helper].kind == .class || types[helper].kind == .struct {
                for inner in types[helper].members {
                    guard let held = inner.property?.type,
                          let child = buildableChild(TypeText.nominalName(held.text), file: inner.file).child else { continue }
                    facts.held.append((child, member.file, property.name.offset))
                }
            } else if let buildable = resolved, ribOfType[buildable] == nil, types[buildable].kind == .protocol,
                      types.conforms(buildable, toAnyOf: ["Buildable"]) {
                // A buildable protocol of no RIB (an interface module's `DIFooBuildable`, resolved
                // from a container) that a builder class of no RIB implements, an adapter that
                // makes the child's own builder: each child such an adapter builds is attached.
                for adapter in adapters(implementing: buildable, ribOfType: ribOfType) {
                    for made in constructionCache[adapter] ?? [] where !made.isDropped && primaryRole(made.type) == .builder {
                        guard let child = ribOfType[made.type], child != rib.id else { continue }
                        facts.held.append((child, member.file, property.name.offset))
                    }
                }
            } else if let holder = resolved, primaryRole(holder) == .component
                        || (ribOfType[holder] == nil && primaryRole(holder) == nil && types[holder].kind == .protocol) {
                // A component kept by the routing class, or the router's own dependency protocol
                // that a component implements, whose properties make the children's builders
                // (`component.homeBuilder.build(...)`, `dependency.homeBuilder.build(...)`): each
                // such property the routing class reads is a child it attaches. (Unread ones are
                // handed down, or unused.)
                for inner in types[holder].members {
                    guard let held = inner.property, let heldType = held.type, read.contains(held.name.text),
                          let child = buildableChild(TypeText.nominalName(heldType.text), file: inner.file).child else { continue }
                    facts.held.append((child, member.file, property.name.offset))
                }
                // A kept component's method that makes a child's builder and returns what it
                // builds (`component.makeInboxRouter(listener:)`, Needle's factory style): each
                // such method the routing class calls attaches that child. Its constructions
                // were found with the component's (`warmBodies`).
                if primaryRole(holder) == .component {
                    let calledBodies = types[holder].members.compactMap { inner -> (file: FileIndex, range: SourceRange)? in
                        guard let function = inner.function, function.kind != .initializer, read.contains(function.name.text),
                              let body = function.body else { return nil }
                        return (inner.file, body)
                    }
                    for made in constructionCache[holder] ?? [] where !made.isDropped && primaryRole(made.type) == .builder {
                        guard let child = ribOfType[made.type], child != rib.id,
                              calledBodies.contains(where: { $0.file == made.file && $0.range.start <= made.offset && made.offset < $0.range.end })
                        else { continue }
                        facts.held.append((child, member.file, property.name.offset))
                    }
                }
            }
        }
        // An init parameter stored into a property: the property's use decides.
        for parameter in initParameters {
            let (resolved, child) = buildableChild(parameter.nominal, file: parameter.file)
            guard let child, let resolved, !storedTypes.contains(resolved) else { continue }
            facts.held.append((child, parameter.file, parameter.offset))
        }
        for handed in handedRouters where reads.attached.contains(handed.property) {
            facts.attachedHandedRouters.append((handed.child, handed.file, handed.offset))
        }
        facts.heldButUnused.subtract(used)
        facts.takenTypeNames = names.contains(where: { $0.hasSuffix("Buildable") || $0.hasSuffix("Builder") }) ? names : nil
        return facts
    }

    /// The builder classes of no RIB that implement `buildable`, directly or through protocols
    /// and superclasses that refine it.
    private func adapters(implementing buildable: TypeID, ribOfType: [TypeID: RIBID]) -> [TypeID] {
        types.selfAndSubtypes(of: buildable).filter { type in
            ribOfType[type] == nil && primaryRole(type) == .builder && types[type].kind == .class
        }.sorted()
    }

    /// What a routing class's bodies read, from one walk of them.
    private struct RoutingReads {
        /// Every name its methods, initialisers and computed properties mention, except what an
        /// initialiser only stores (`self.x = x` uses neither `x`).
        var names: Set<String> = []
        /// The properties it hands to `attachChild` (`attachChild(home)`, `attachChild(self.home)`).
        var attached: Set<String> = []
    }

    private func computeReads(of id: TypeID) -> RoutingReads {
        var reads = RoutingReads()
        // Names read as the class's own (`tab`, `self.tab`), not as another value's member
        // (`.archive`, `x.tab`): only these run a lazy property's initial value.
        var ownNames: Set<String> = []
        let note: (Expr) -> Void = { expr in
            switch expr {
            case .identifier(let name):
                reads.names.insert(name.text)
                ownNames.insert(name.text)
            case .member(let base, let name):
                reads.names.insert(name.text)
                if let base, case .identifier(let root) = base, root.text == "self" { ownNames.insert(name.text) }
            case .call(let call):
                guard call.arguments.count == 1, ModelBuilder.isSelfOrPlain(call.callee, named: "attachChild") else { break }
                switch call.arguments[0].value {
                case .identifier(let name): reads.attached.insert(name.text)
                case .member(.identifier(let base)?, let name) where base.text == "self": reads.attached.insert(name.text)
                default: break
                }
            default: break
            }
        }
        var lazyValues: [(name: String, file: FileIndex, range: SourceRange)] = []
        for member in types[id].members {
            switch member.decl {
            case .function(let function):
                guard let body = function.body else { continue }
                let block = bodies.block(file: member.file, range: body)
                if function.kind == .initializer {
                    let parameters = Set(function.parameters.map(\.name))
                    for statement in block.statements {
                        if case .assignment(let assignment) = statement {
                            // Storing a parameter is no use of it.
                            if case .identifier(let name) = assignment.value, parameters.contains(name.text) { continue }
                            ExprWalker.walk(assignment.value, note)
                        } else {
                            ExprWalker.walk(statement, note)
                        }
                    }
                } else {
                    ExprWalker.walk(block, note)
                }
            case .property(let property):
                if let accessors = property.accessorBlock { ExprWalker.walk(bodies.block(file: member.file, range: accessors), note) }
                if property.modifiers.contains(.lazy), let initializer = property.initializer {
                    lazyValues.append((property.name.text, member.file, initializer))
                }
            default:
                continue
            }
        }
        // A lazy property's initial value runs when something first reads the property, and may
        // read the others (`lazy var tab = tabBuilder.build()`, attached later through a helper
        // that returns it); one nothing reads never runs. A stored property's cannot read `self`.
        var pending = lazyValues
        while let next = pending.firstIndex(where: { ownNames.contains($0.name) }) {
            let lazy = pending.remove(at: next)
            ExprWalker.walk(bodies.block(file: lazy.file, range: lazy.range), note)
        }
        return reads
    }

    /// `name` or `self.name`.
    private static func isSelfOrPlain(_ expr: Expr, named name: String) -> Bool {
        switch expr {
        case .identifier(let identifier): return identifier.text == name
        case .member(.identifier(let base)?, let member): return base.text == "self" && member.text == name
        default: return false
        }
    }

    /// A RIB whose builder is made by code outside every RIB (an app or scene delegate, a host
    /// view controller, a wrapper that legacy code calls) is the root of a tree, not dead code.
    /// A test, demo or example harness that builds a RIB of another folder does not make it one:
    /// the app itself never builds it.
    private func isBuiltOutsideTheTree(_ rib: RIB, ribOfType: [TypeID: RIBID]) -> Bool {
        guard let target = rib.builder else { return false }
        let ribPaths = rib.fileIndices.map { files[$0].source.path }
        // A builder class that is no RIB (an adapter wrapping this RIB's builder) is not code
        // outside the tree: whoever builds the adapter builds the RIB.
        for site in builderSites[target] ?? [] where primaryRole(site.enclosing) != .builder {
            // Outside every RIB, or a view controller grouped with this RIB by its name that
            // builds the RIB (an app extension's principal class): a RIB's own view never does.
            if let owner = ribOfType[site.enclosing], !(owner == rib.id && primaryRole(site.enclosing) == .view) { continue }
            let hostPath = files[site.file].source.path
            if !ModelBuilder.isHarnessPath(hostPath) { return true }
            // A harness that holds the RIB itself (an example app's own root RIB).
            let hostFolder = ModuleMap.parentFolder(of: hostPath)
            if ribPaths.contains(where: { ModelBuilder.isHarnessPath($0) && $0.hasPrefix(hostFolder + "/") }) { return true }
        }
        return false
    }

    /// A path inside a test, mock, demo or example folder (`Tests/`, `DemoApp/`, `Example/`,
    /// `UnitTests/`, `Mocks/`). The word must stand as a word of the folder's name, plural or
    /// not: `Demographics/`, `ABTesting/` and `Testimonials/` are the app's own code.
    static func isHarnessPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { component in
            let bytes = Array(component.utf8)
            return harnessWords.contains { word in ModelBuilder.holdsWord(word, in: bytes) }
        }
    }

    private static let harnessWords: [[UInt8]] = ["Test", "Demo", "Example", "Mock", "Preview", "Sample"].map { Array($0.utf8) }

    /// Whether `word` (capitalised, so it starts a word wherever it stands in camel case) occurs
    /// in `name` followed by the end, an `s` that ends the word, or a byte that is no lowercase
    /// letter (`UnitTests`, `DemoApp`, `Test_Helpers`; not `Demographics`, `ABTesting`).
    private static func holdsWord(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        func isLower(_ index: Int) -> Bool { index >= 0 && index < bytes.count && bytes[index] >= 0x61 && bytes[index] <= 0x7A }
        for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
            guard bytes[start..<(start + word.count)].elementsEqual(word) else { continue }
            var end = start + word.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "s"), !isLower(end + 1) { end += 1 }
            if !isLower(end) { return true }
        }
        return false
    }

    /// The object a builder construction hands over as the child's dependency.
    private func provider(of construction: Construction, in rib: RIB) -> TypeID? {
        let argument = construction.argument(labelled: "dependency") ?? construction.call.arguments.first?.value
        guard let argument else { return rib.component }
        switch argument {
        case .identifier(let name) where name.text == "self":
            return primaryRole(construction.enclosing) == .component ? construction.enclosing : rib.component
        case .call(let call):
            if let name = ExprWalker.dottedName(call.callee), let type = types.lookup(name, fromFile: construction.file) {
                return type
            }
            return rib.component
        default:
            return rib.component
        }
    }
}

extension ByteFacts {
    /// The answers for `bytes`. Whether a comment holds a directive the skim already tells
    /// (`FileSkim.hasDirective`), so the bytes are not searched for it again.
    ///
    /// One pass finds all three names (`Builder`, `Interactor`, `Router`) where three searches
    /// read every byte three times: a file released after parsing seldom names any of them, so
    /// each search ran to its end (2 % of a complete run's instructions).
    public init(scanning bytes: [UInt8], holdsDirective: Bool) {
        self = holdsDirective ? [.holdsDirective] : []
        let found = ByteSearch.constructionFacts(bytes)
        if found.builder { insert(.writesBuilderConstruction) }
        if found.part { insert(.writesPartConstruction) }
    }
}

extension FileSyntax {
    /// Whether the file may construct a RIB's builder (`ByteFacts.writesBuilderConstruction`),
    /// from the bytes while the buffer holds them.
    var writesBuilderConstruction: Bool {
        byteFacts.map { $0.contains(.writesBuilderConstruction) } ?? ModelBuilder.writesBuilderConstruction(source.bytes)
    }

    /// Whether the file may construct an interactor or a router (`ByteFacts.writesPartConstruction`).
    var writesPartConstruction: Bool {
        byteFacts.map { $0.contains(.writesPartConstruction) } ?? ModelBuilder.writesPartConstruction(source.bytes)
    }
}
