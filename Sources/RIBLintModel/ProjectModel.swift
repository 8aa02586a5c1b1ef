import Foundation
import RIBLintAST
import RIBLintCore

/// The project model: everything rules know about the scanned tree beyond one file's syntax.
///
/// Build it once per run, then share it read-only (it is `Sendable`):
///
/// ```swift
/// let modules = ModuleMap.detect(rootName: "App", filePaths: paths, packageManifests: manifests)
/// let model = ProjectModel.build(files: syntaxes, modules: modules, vocabulary: .default)
/// ```
///
/// Layers, each computed once:
/// - `files`, `fileModules`: the parsed files and the module each belongs to (`ModuleMap`: SwiftPM
///   targets from `Package.swift`, Xcode targets from `Info.plist` / `X.xcodeproj` + `X/`, the rest
///   in the default module named after the scanned root).
/// - `types` (`TypeIndex`): every class, struct, enum, protocol and actor by module and
///   qualified name (`Outer.Inner`), extensions merged (each member keeps its file and effective
///   access), inheritance and conformances resolved transitively, generic arguments ignored.
///   Queries: `lookup(_:fromFile:)`, `lookup(_:fromModule:imports:)`, `isSubclass(_:ofAnyOf:)`,
///   `superclassChain(of:)`, `conforms(_:toAnyOf:)`, `conforms(_:to:)`, `supertypes(of:)`,
///   `directSubtypes(of:)`, `members(of:visibleFrom:)`, `membersIncludingInherited(of:visibleFrom:)`,
///   `declaringFile(_:)`, `typesDeclared(inFile:)`.
/// - Roles: `roles(of:)`, `hasRole(_:_:)`, `types(withRole:)` (interactor, router, builder,
///   component, presenter, view, worker, dependency, and the RIB protocols listener, routing,
///   interactable, buildable, presentable, presentableListener, viewControllable);
///   `customBaseClasses` (project bases such as `BaseInteractor<P>`, which belong to no RIB).
/// - `ribs` (`[RIB]`, sorted by name): parts grouped by what each builder's bodies construct and
///   its superclass's generic arguments name, then by module and name prefix; protocols by what
///   the parts conform to and hold (`listener`, `router`, `presenter` properties), then by prefix.
///   `rib(named:)`, `rib(containing:)`, `ribs(inFile:)`.
/// - `tree` (`RIBTree`): edges (P's builder, component or router constructs C's builder, or C's
///   component with `parent:`, or P's router holds a `CBuildable`), `parents(of:)`,
///   `children(of:)`, `roots`, `configuredRoots`, `ancestors(of:)`, `descendants(of:)`, `paths(to:)`.
/// - `dependencies` (`DependencyGraph`): for each RIB with a dependency protocol, its
///   requirements (normalised types, `TypeText`), style (manual or Needle), providers, the
///   resolution of each requirement along every path from a root (provided / missing / type
///   mismatch, with the forwarders passed through), `readNames` and `dependencyEscapes`.
/// - `bodies` (`BodyCache`): parsed bodies; the bodies of every RIB part are parsed while building,
///   others on first use, each once. `block(of:in:)`, `accessorBlock(of:in:)`,
///   `initializerBlock(of:in:)`, `memberBodies(of:)`.
/// - Rule facts: `storedProperties(of:)`, `routerChildProperties(_:)`, `childBuilderProperties(_:)`,
///   `descendantTypes(of:)`, `descendantTypeNames(of:)`, `location(of:)`.
///
/// Rendering (pure functions): `TreeRendering` (text, json, dot, mermaid; `summaries` for the
/// JSON report's `ribs`) and `GraphRendering` (text, json, dot).
public final class ProjectModel: Sendable {
    public let files: [FileSyntax]
    /// The module of each file, by index.
    public let fileModules: [String]
    public let modules: ModuleMap
    public let vocabulary: FrameworkVocabulary
    public let types: TypeIndex
    /// RIBs sorted by name, then module; `ribs[id.rawValue].id == id`.
    public let ribs: [RIB]
    public let tree: RIBTree
    public let dependencies: DependencyGraph
    public let bodies: BodyCache
    private let roleTable: [TypeID: [RIBRole]]
    private let ribOfType: [TypeID: RIBID]
    private let fileRIBs: [[RIBID]]
    /// Classes that other project classes of the same role inherit from (`BaseInteractor<P>`).
    public let customBaseClasses: Set<TypeID>
    /// How long each layer of the build took, in order (type index, roles, grouping, tree,
    /// dependencies, files, bodies).
    public let buildPhases: [(name: String, milliseconds: Double, cpuMilliseconds: Double)]

    init(files: [FileSyntax], fileModules: [String], modules: ModuleMap, vocabulary: FrameworkVocabulary,
         types: TypeIndex, ribs: [RIB], tree: RIBTree, dependencies: DependencyGraph, bodies: BodyCache,
         roles: [TypeID: [RIBRole]], ribOfType: [TypeID: RIBID], customBaseClasses: Set<TypeID>,
         buildPhases: [(name: String, milliseconds: Double, cpuMilliseconds: Double)] = []) {
        self.buildPhases = buildPhases
        self.files = files
        self.fileModules = fileModules
        self.modules = modules
        self.vocabulary = vocabulary
        self.types = types
        self.ribs = ribs
        self.tree = tree
        self.dependencies = dependencies
        self.bodies = bodies
        self.roleTable = roles
        self.ribOfType = ribOfType
        self.customBaseClasses = customBaseClasses
        var byFile = Array(repeating: [RIBID](), count: files.count)
        for rib in ribs {
            for file in rib.fileIndices where byFile[file].last != rib.id { byFile[file].append(rib.id) }
        }
        fileRIBs = byFile
    }

    /// Builds the model of a set of parsed files. Never fails: what it cannot resolve it leaves out.
    /// `jobs` threads build the layers that are independent per type or per RIB; the model is the
    /// same for any number.
    public static func build(files: [FileSyntax], modules: ModuleMap,
                             vocabulary: FrameworkVocabulary = .default, jobs: Int = 1) -> ProjectModel {
        var builder = ModelBuilder(files: files, modules: modules, vocabulary: vocabulary, jobs: jobs)
        return builder.build()
    }

    // MARK: queries

    public subscript(id: RIBID) -> RIB { ribs[id.rawValue] }
    public subscript(id: TypeID) -> TypeInfo { types[id] }

    /// The roles of a type (several when, say, a view controller is also the presenter).
    /// Custom base classes keep their role here although they belong to no RIB.
    public func roles(of id: TypeID) -> [RIBRole] { roleTable[id] ?? [] }

    public func hasRole(_ id: TypeID, _ role: RIBRole) -> Bool { roleTable[id]?.contains(role) ?? false }

    /// Every type having `role`, in declaration order.
    public func types(withRole role: RIBRole) -> [TypeID] {
        roleTable.filter { $0.value.contains(role) }.keys.sorted()
    }

    /// The RIB a type is a part or protocol of.
    public func rib(containing id: TypeID) -> RIBID? { ribOfType[id] }

    public func rib(named name: String) -> RIB? { ribs.first { $0.name == name } }

    /// A RIB without a view: no view controller or presenter of its own, a router that is not a
    /// `ViewableRouter` (or launch router) and an interactor that is not a `PresentableInteractor`.
    /// Such a RIB shows nothing itself; it presents its children in a view its parent lends it
    /// (its `ViewControllable` protocol, which does not make it a RIB with a view).
    public func isViewless(_ id: RIBID) -> Bool {
        let rib = self[id]
        if rib.parts.contains(where: { $0.role == .view || $0.role == .presenter }) { return false }
        if let router = rib.router, types.isSubclass(router, ofAnyOf: ["ViewableRouter", "LaunchRouter"]) { return false }
        if let interactor = rib.interactor, types.isSubclass(interactor, ofAnyOf: ["PresentableInteractor"]) { return false }
        return rib.router != nil || rib.interactor != nil
    }

    /// The first line of the documentation comment (`///` or `/** */`) right above the RIB's
    /// builder, if it has one: what the RIB is for, in its authors' words.
    public func builderSummary(_ id: RIBID) -> String? {
        guard let builder = self[id].builder else { return nil }
        let info = types[builder]
        let file = files[info.file]
        let bytes = file.source.bytes
        var end = Int(info.decl.range.start)
        var lines: [String] = []
        // The doc comments directly above the declaration, nearest first: only whitespace between.
        for comment in file.comments.reversed() where Int(comment.end) <= end {
            guard comment.kind == .docLine || comment.kind == .docBlock,
                  bytes[Int(comment.end)..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { break }
            lines.insert(file.source.text(Int(comment.start)..<Int(comment.end)), at: 0)
            end = Int(comment.start)
        }
        for text in lines {
            for line in text.split(separator: "\n") {
                var trimmed = line.trimmingCharacters(in: .whitespaces)
                for marker in ["///", "/**", "*/", "*"] where trimmed.hasPrefix(marker) { trimmed.removeFirst(marker.count) }
                if trimmed.hasSuffix("*/") { trimmed.removeLast(2) }
                trimmed = trimmed.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { return trimmed }
            }
        }
        return nil
    }

    /// The RIBs whose files include `file` (a file of shared protocols may belong to several).
    public func ribs(inFile file: FileIndex) -> [RIBID] {
        file >= 0 && file < fileRIBs.count ? fileRIBs[file] : []
    }

    /// Path of a file as given.
    public func path(_ file: FileIndex) -> String { files[file].source.path }

    public func location(file: FileIndex, offset: UInt32) -> SourceLocation {
        let (line, column) = files[file].source.location(of: offset)
        return SourceLocation(file: file, path: files[file].source.path, offset: offset, line: line, column: column)
    }

    /// Where a type's name is declared.
    public func location(of id: TypeID) -> SourceLocation {
        location(file: types[id].file, offset: types[id].decl.name.offset)
    }

    // MARK: bodies

    /// The parsed body of a function (nil for a requirement without a body).
    public func block(of function: FunctionDecl, in file: FileIndex) -> Block? {
        function.body.map { bodies.block(file: file, range: $0) }
    }

    /// The parsed accessor block of a computed property or its observers.
    public func accessorBlock(of property: PropertyDecl, in file: FileIndex) -> Block? {
        property.accessorBlock.map { bodies.block(file: file, range: $0) }
    }

    /// The parsed initializer expression (`= ...`) of a property, as a block of statements.
    public func initializerBlock(of property: PropertyDecl, in file: FileIndex) -> Block? {
        property.initializer.map { bodies.block(file: file, range: $0) }
    }

    /// Every parsed body of a type's members (declaration and extensions): functions,
    /// accessors and initializers, each with the member it belongs to.
    public func memberBodies(of id: TypeID) -> [(member: TypeMember, block: Block)] {
        memberBodies(of: id, inFiles: nil)
    }

    /// The bodies of the type's members declared in `files` only (nil: all): the others are
    /// not parsed.
    public func memberBodies(of id: TypeID, inFiles files: Set<FileIndex>?) -> [(member: TypeMember, block: Block)] {
        var result: [(TypeMember, Block)] = []
        for member in types[id].members where files?.contains(member.file) ?? true {
            for range in member.decl.bodyRanges { result.append((member, bodies.block(file: member.file, range: range))) }
        }
        return result
    }

    /// The bodies of the type's members for which `mayMatter` holds, told before they are
    /// parsed: from the member, its file's bytes and the body's range (a byte test for the words a
    /// rule looks for). The others are not parsed.
    public func memberBodies(of id: TypeID, where mayMatter: (TypeMember, [UInt8], SourceRange) -> Bool)
        -> [(member: TypeMember, block: Block)] {
        var result: [(TypeMember, Block)] = []
        for member in types[id].members {
            let ranges = member.decl.bodyRanges
            // A released file's bytes are read again when asked for: only for a member with a body.
            guard !ranges.isEmpty else { continue }
            let bytes = files[member.file].source.bytes
            for range in ranges where mayMatter(member, bytes, range) {
                result.append((member, bodies.block(file: member.file, range: range)))
            }
        }
        return result
    }

    // MARK: rule facts

    /// A router's stored properties (declaration and extensions cannot add stored ones, so the body's).
    public func storedProperties(of id: TypeID) -> [TypeMember] {
        types[id].members.filter { member in
            guard let property = member.property else { return false }
            return !property.isComputed && !property.modifiers.contains(.static) && !property.modifiers.contains(.class)
        }
    }

    /// The stored properties of a router that hold a child's router: their type (or the element
    /// type of an optional, array, set or dictionary) is another RIB's routing protocol or router
    /// class, or a framework routing protocol (`ViewableRouting`, `Routing`: any name ending in
    /// `Routing` that is not the router's own).
    public func routerChildProperties(_ router: TypeID) -> [TypeMember] {
        let own = ribOfType[router]
        return storedProperties(of: router).filter { member in
            guard let written = member.property?.type?.text else { return false }
            let name = TypeText.elementName(written)
            guard !name.isEmpty else { return false }
            if let resolved = types.lookup(name, fromFile: member.file) {
                guard let other = ribOfType[resolved], other != own else { return false }
                let roles = roleTable[resolved] ?? []
                return roles.contains(.routing) || roles.contains(.router)
            }
            return name.hasSuffix("Routing")
        }
    }

    /// The stored properties of a router (or any part) that hold another RIB's builder or buildable.
    public func childBuilderProperties(_ type: TypeID) -> [TypeMember] {
        let own = ribOfType[type]
        return storedProperties(of: type).filter { member in
            guard let written = member.property?.type?.text,
                  let resolved = types.lookup(TypeText.elementName(written), fromFile: member.file),
                  let other = ribOfType[resolved], other != own else { return false }
            let roles = roleTable[resolved] ?? []
            return roles.contains(.buildable) || roles.contains(.builder)
        }
    }

    /// Types that belong to RIBs below `rib` (for `rx/upward-subscription`): every descendant's
    /// routing, interactable, interactor, router, buildable, builder and component, and the types
    /// declared only in that descendant's files. Types that `rib`'s own parts conform to (a child's
    /// `Listener` refined by the parent's `Interactable`, a child's `Dependency` the parent's
    /// component implements) face upward and are left out.
    public func descendantTypes(of rib: RIBID) -> Set<TypeID> {
        var result: Set<TypeID> = []
        let ownFiles = Set(ribs[rib.rawValue].fileIndices)
        for descendant in tree.descendants(of: rib) {
            let other = ribs[descendant.rawValue]
            for part in other.parts where [.routing, .interactable, .interactor, .router, .buildable, .builder, .component].contains(part.role) {
                result.insert(part.type)
            }
            for file in other.fileIndices where !ownFiles.contains(file) {
                result.formUnion(types.typesDeclared(inFile: file))
            }
        }
        for part in ribs[rib.rawValue].parts {
            result.remove(part.type)
            result.subtract(types.supertypes(of: part.type))
        }
        return result
    }

    /// Descendant type names, simple and qualified (for matching type text in rules).
    public func descendantTypeNames(of rib: RIBID) -> Set<String> {
        var names: Set<String> = []
        for id in descendantTypes(of: rib) {
            names.insert(types[id].name)
            names.insert(types[id].qualifiedName)
        }
        return names
    }
}

extension ProjectModel {
    /// A class named as a test double (`FooPresentableSpy`, `BuildableMock`): no part of an app.
    public static func isTestDouble(_ name: String) -> Bool {
        testDoubleSuffixes.contains { name.hasSuffix($0) }
    }

    private static let testDoubleSuffixes = ["Spy", "Mock", "Stub", "Fake", "Dummy"]
}
