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
/// - `files`, `fileModules`: the parsed files and the module each belongs to (`ModuleMap`).
/// - `types` (`TypeIndex`): every class, struct, enum, protocol and actor by module and
///   qualified name, extensions merged, inheritance and conformances resolved transitively.
///   Queries: `lookup(_:fromFile:)`, `isSubclass(_:ofAnyOf:)`, `conforms(_:toAnyOf:)`,
///   `members(of:visibleFrom:)`, `declaringFile(_:)`.
/// - `roles(of:)`: what a type is (interactor, router, ..., listener, routing, ...).
/// - `ribs` (`[RIB]`): parts grouped by what each builder's `build` constructs, then by name prefix.
/// - `tree` (`RIBTree`): parent/child edges, roots, configured roots, ancestors, descendants,
///   paths from the roots.
/// - `dependencies` (`DependencyGraph`): for each RIB with a dependency protocol, its
///   requirements, their resolution along every path, and which requirements are read.
/// - `bodies` (`BodyCache`): parsed bodies; `block(of:in:)` and friends parse each at most once.
/// - Rule facts: `routerChildProperties(_:)`, `descendantTypes(of:)`, `rib(containing:)`.
///
/// Rendering (`ModelRendering`): tree as text, json, dot, mermaid; DI graph as text, json, dot.
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
    /// Classes that other project classes of the same role inherit from (`BaseInteractor<P>`).
    public let customBaseClasses: Set<TypeID>

    init(files: [FileSyntax], fileModules: [String], modules: ModuleMap, vocabulary: FrameworkVocabulary,
         types: TypeIndex, ribs: [RIB], tree: RIBTree, dependencies: DependencyGraph, bodies: BodyCache,
         roles: [TypeID: [RIBRole]], ribOfType: [TypeID: RIBID], customBaseClasses: Set<TypeID>) {
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
    }

    /// Builds the model of a set of parsed files. Never fails: what it cannot resolve it leaves out.
    public static func build(files: [FileSyntax], modules: ModuleMap,
                             vocabulary: FrameworkVocabulary = .default) -> ProjectModel {
        var builder = ModelBuilder(files: files, modules: modules, vocabulary: vocabulary)
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

    /// The RIBs whose files include `file` (a file of shared protocols may belong to several).
    public func ribs(inFile file: FileIndex) -> [RIBID] {
        ribs.filter { $0.fileIndices.contains(file) }.map(\.id)
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
        var result: [(TypeMember, Block)] = []
        for member in types[id].members {
            switch member.decl {
            case .function(let function):
                if let block = block(of: function, in: member.file) { result.append((member, block)) }
            case .property(let property):
                if let block = accessorBlock(of: property, in: member.file) { result.append((member, block)) }
                if let block = initializerBlock(of: property, in: member.file) { result.append((member, block)) }
            default:
                break
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

    /// The stored properties of a router that hold a child RIB: their type is another RIB's
    /// routing, router, interactable, buildable or builder type.
    public func routerChildProperties(_ router: TypeID) -> [TypeMember] {
        let own = ribOfType[router]
        return storedProperties(of: router).filter { member in
            guard let typeName = member.property?.type.map({ TypeText.nominalName($0.text) }), !typeName.isEmpty,
                  let resolved = types.lookup(typeName, fromFile: member.file),
                  let other = ribOfType[resolved], other != own else { return false }
            let roles = roleTable[resolved] ?? []
            return roles.contains { [.routing, .router, .interactable, .buildable, .builder, .viewControllable].contains($0) }
        }
    }

    /// Types that belong to RIBs below `rib` (for `rx/upward-subscription`): every descendant's
    /// routing, interactable, interactor, router, buildable, builder and component, and the types
    /// declared only in that descendant's files.
    public func descendantTypes(of rib: RIBID) -> Set<TypeID> {
        var result: Set<TypeID> = []
        let ownFiles = Set(ribs[rib.rawValue].fileIndices)
        for descendant in tree.descendants(of: rib) {
            let other = ribs[descendant.rawValue]
            for part in other.parts where [.routing, .interactable, .interactor, .router, .buildable, .builder, .component].contains(part.role) {
                result.insert(part.type)
            }
            for file in other.fileIndices where !ownFiles.contains(file) {
                for info in types.types where info.file == file && !ribs(inFile: file).contains(rib) {
                    result.insert(info.id)
                }
            }
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
