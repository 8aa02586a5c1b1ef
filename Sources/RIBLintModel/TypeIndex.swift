import RIBLintAST
import RIBLintCore

/// Index of a file in `ProjectModel.files`.
public typealias FileIndex = Int

/// A type of the project: an index into `TypeIndex.types`.
public struct TypeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// A place in a file: what findings and DI results point at.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: FileIndex
    public var path: String
    public var offset: UInt32
    public var line: Int
    public var column: Int

    public init(file: FileIndex, path: String, offset: UInt32, line: Int, column: Int) {
        self.file = file
        self.path = path
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.offset) < (rhs.path, rhs.offset)
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }
}

/// An `extension` of a project type.
public struct ExtensionInfo: Sendable {
    public var file: FileIndex
    public var decl: TypeDecl
}

/// A type written in an inheritance clause, with where it was written.
public struct InheritedType: Sendable {
    public var ref: TypeRef
    public var file: FileIndex
    /// Index into the type's `extensions`, `nil` for the declaration's own clause.
    public var extensionIndex: Int?
    /// The project type it names, if any.
    public var resolved: TypeID?
}

/// A class's superclass: one of the project's classes, or a name from outside (`PresentableInteractor`).
public enum Superclass: Sendable, Hashable {
    case project(TypeID, TypeRef)
    case external(TypeRef)

    public var ref: TypeRef {
        switch self {
        case .project(_, let ref), .external(let ref): return ref
        }
    }
}

/// A member of a type, from its declaration or from one of its extensions.
///
/// The index holds one per member of every type, hundreds of thousands in a large app, for the
/// whole run: the numbers are stored in 32 bits, which makes a member 24 bytes instead of 48.
public struct TypeMember: Sendable {
    public let decl: MemberDecl
    private let ownerIndex: UInt32
    private let fileIndex: UInt32
    /// `-1` for the declaration's body.
    private let extensionSlot: Int32
    /// The access level of a member that writes none: its extension's (`private extension` makes
    /// members `fileprivate`), else `internal`.
    private let defaultAccess: Modifiers.AccessLevel

    init(decl: MemberDecl, owner: TypeID, file: FileIndex, defaultAccess: Modifiers.AccessLevel, extensionIndex: Int?) {
        self.decl = decl
        ownerIndex = UInt32(owner.rawValue)
        fileIndex = UInt32(file)
        extensionSlot = Int32(extensionIndex ?? -1)
        self.defaultAccess = defaultAccess
    }

    /// The effective access level: the member's own, else its extension's (`private extension`
    /// makes members `fileprivate`), else `internal`. Worked out when asked: members are made
    /// each time a type's members are walked, and few walks ask.
    public var access: Modifiers.AccessLevel { TypeIndex.access(of: decl, default: defaultAccess) }

    public var owner: TypeID { TypeID(Int(ownerIndex)) }
    public var file: FileIndex { Int(fileIndex) }
    /// Index into the owner's `extensions`, `nil` for the declaration's body.
    public var extensionIndex: Int? { extensionSlot < 0 ? nil : Int(extensionSlot) }

    public var name: String {
        switch decl {
        case .property(let property): return property.name.text
        case .function(let function): return function.name.text
        case .type(let type): return type.name.text
        case .enumCase(let enumCase): return enumCase.name.text
        case .typeAlias(let alias): return alias.name.text
        }
    }

    public var property: PropertyDecl? {
        if case .property(let property) = decl { return property }
        return nil
    }

    public var function: FunctionDecl? {
        if case .function(let function) = decl { return function }
        return nil
    }

    /// Whether code in `file` can see this member (`private`/`fileprivate` ones only in their own file).
    public func isVisible(from file: FileIndex) -> Bool {
        access > .fileprivate || file == self.file
    }
}

/// A type's members, the declaration's first, then each extension's, made from the declarations
/// as they are read.
public struct TypeMembers: RandomAccessCollection, Sendable {
    /// One extension's members, the access they default to, and where they start in the list.
    struct ExtensionMembers: Sendable {
        let members: [MemberDecl]
        let file: FileIndex
        let access: Modifiers.AccessLevel
        let start: Int
    }

    private let owner: TypeID
    private let file: FileIndex
    private let declared: [MemberDecl]
    private let declaredAccess: Modifiers.AccessLevel
    private let extensions: [ExtensionMembers]
    public let endIndex: Int

    init(owner: TypeID, file: FileIndex, declared: [MemberDecl], declaredAccess: Modifiers.AccessLevel,
         extensions: [ExtensionMembers]) {
        self.owner = owner
        self.file = file
        self.declared = declared
        self.declaredAccess = declaredAccess
        self.extensions = extensions
        endIndex = extensions.last.map { $0.start + $0.members.count } ?? declared.count
    }

    public var startIndex: Int { 0 }

    /// Walks the declaration's members, then each extension's, without looking up where each
    /// position falls.
    public struct Iterator: IteratorProtocol {
        private let members: TypeMembers
        /// The list being walked (the declaration's, then each extension's) and what its members
        /// share.
        private var list: [MemberDecl]
        private var file: FileIndex
        private var access: Modifiers.AccessLevel
        private var slot: Int?
        private var position = 0

        fileprivate init(_ members: TypeMembers) {
            self.members = members
            list = members.declared
            file = members.file
            access = members.declaredAccess
        }

        public mutating func next() -> TypeMember? {
            while position == list.count {
                let nextSlot = slot.map { $0 + 1 } ?? 0
                guard nextSlot < members.extensions.count else { return nil }
                let ext = members.extensions[nextSlot]
                (slot, list, file, access, position) = (nextSlot, ext.members, ext.file, ext.access, 0)
            }
            let member = list[position]
            position += 1
            return TypeMember(decl: member, owner: members.owner, file: file,
                              defaultAccess: access, extensionIndex: slot)
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }

    public subscript(position: Int) -> TypeMember {
        if position < declared.count {
            let member = declared[position]
            return TypeMember(decl: member, owner: owner, file: file,
                              defaultAccess: declaredAccess, extensionIndex: nil)
        }
        // Most types have no extension or a few: a walk back from the last is short.
        var slot = extensions.count - 1
        while slot > 0 && extensions[slot].start > position { slot -= 1 }
        let ext = extensions[slot]
        let member = ext.members[position - ext.start]
        return TypeMember(decl: member, owner: owner, file: ext.file,
                          defaultAccess: ext.access, extensionIndex: slot)
    }
}

/// One class, struct, enum, protocol or actor of the project, with its extensions merged in.
/// A class so that queries hand out a reference instead of copying it; it is filled while the
/// index is built and never changes afterwards.
public final class TypeInfo: @unchecked Sendable {
    public let id: TypeID
    public let kind: TypeKind
    public let module: String
    /// The simple name (`Inner`).
    public let name: String
    /// Outer types included (`Outer.Inner`).
    public var qualifiedName: String { nameKey.text }
    /// The qualified name with its hash, computed on the worker that made the type.
    let nameKey: TypeIndex.NameKey
    public let file: FileIndex
    public let decl: TypeDecl
    /// The enclosing type of a nested type.
    public let outer: TypeID?
    public internal(set) var extensions: [ExtensionInfo] = []
    /// Declaration's inheritance clause first, then the extensions' in file order.
    public internal(set) var inheritedTypes: [InheritedType] = []
    /// Classes only.
    public internal(set) var superclass: Superclass?
    /// Every member, the declaration's first, then each extension's: read from the declarations
    /// when asked rather than copied into the index (200,000 members on the 600-RIB app, 6 MB
    /// for the whole run).
    public var members: TypeMembers {
        TypeMembers(owner: id, file: file, declared: decl.members, declaredAccess: declaredAccess,
                    extensions: extensionMembers)
    }
    /// The access level a member of the declaration has when it writes none.
    let declaredAccess: Modifiers.AccessLevel
    /// Each extension's members with the access they default to, in `extensions` order. Their
    /// positions count from `decl.members` as it was when the extension was attached: only the
    /// parser sets a declaration's members (`internal(set)` in RIBLintAST), before any index.
    var extensionMembers: [TypeMembers.ExtensionMembers] = []

    init(id: TypeID, kind: TypeKind, module: String, name: String, qualifiedName: String, file: FileIndex,
         decl: TypeDecl, outer: TypeID?) {
        self.id = id
        self.kind = kind
        self.module = module
        self.name = name
        nameKey = TypeIndex.NameKey(qualifiedName)
        self.file = file
        self.decl = decl
        self.outer = outer
        declaredAccess = kind == .protocol ? decl.modifiers.accessLevel : .internal
    }

    /// Every file that declares or extends the type.
    public var files: [FileIndex] {
        var result = [file]
        for ext in extensions where !result.contains(ext.file) { result.append(ext.file) }
        return result
    }
}

/// Every type of the project, with extensions merged, inheritance and conformances resolved.
/// A class, so that the closures walking bodies share it instead of copying its many arrays at every
/// node (measured: copies of the index were a tenth of a run).
///
/// Built in a few passes, the ones that do work per file or per type on `jobs` threads (the
/// names of types, their members, every name lookup), the ones that number and link types
/// serially, so that ids and every answer are the same whatever the thread count.
public final class TypeIndex: @unchecked Sendable {
    public private(set) var types: [TypeInfo] = []
    /// Module names in first-seen file order; `byModule` and `fileModuleIDs` index into it.
    private let moduleList: [String]
    private let moduleIDs: [String: Int]
    /// Per module: qualified name -> type (first declaration wins).
    private var byModule: [[NameKey: TypeID]]
    /// qualified name -> the type of the first module that declares it. Most names are declared
    /// in one module: an array per name was an allocation for every type of the project. Empty
    /// when the project is one module: the module's own table says the same (`firstDeclared`),
    /// and a second table of every name was 2 MB on the 600-RIB app.
    private var byQualifiedName: [NameKey: TypeID] = [:]
    /// qualified name -> its type in every module, in module order of declaration, for the names
    /// that several modules declare.
    private var inSeveralModules: [NameKey: [TypeID]] = [:]
    /// Extensions whose type is not the project's (`extension UIViewController`).
    public private(set) var foreignExtensions: [ExtensionInfo] = []
    /// The extended type's name as written -> indices into `foreignExtensions`, in order.
    private var foreignExtensionsByName: [String: [Int]] = [:]
    /// Superclass chain (nearest first) of each class.
    private var superclassChains = FlatLists<Superclass>()
    /// Per class whose chain ends at a platform class (`PlatformClasses`), that class's own
    /// ancestors; empty for the others.
    private var platformAncestors: [[String]] = []
    /// Every project type among the supertypes, transitively, sorted.
    private var supertypeLists = FlatLists<TypeID>()
    /// Per type, the project types that the parts of a composition alias it inherits name
    /// (`class C: StallServicesType` with `typealias StallServicesType = A & B`): supertypes
    /// beside `inheritedTypes`, whose position for the alias stays unresolved.
    private var aliasedParts = FlatLists<TypeID>()
    /// How many levels of the project's own types riblint follows up from a type. Real apps stay
    /// far below: at most 8 in 72 public RIBs apps, 4 or 5 in most. A hostile tree thousands of
    /// levels deep would otherwise cost time and memory that grow with the square of its depth
    /// (every type keeps its superclass chain and its supertypes): a chain of 5,000 classes took
    /// 9.5 s and 720 MB.
    public static let inheritanceDepthLimit = 32
    /// The types with more levels of inheritance above them than `inheritanceDepthLimit`, in id
    /// order: their chains and supertypes stop at the limit.
    public private(set) var typesInheritingTooDeeply: [TypeID] = []
    /// The names each type's inheritance clauses write (nominal name and its last component),
    /// not transitively: `conforms(_:toAnyOf:)` walks `supertypeLists` for the rest.
    private var writtenNames = FlatLists<String>()
    public let moduleNames: Set<String>
    /// Types that list a type directly in an inheritance clause (declaration or extension).
    private var directSubtypeLists: [[TypeID]] = []
    /// Types declared in each file (nested ones included), in source order.
    private var typesByFile: [[TypeID]]
    private let fileModuleIDs: [Int]
    private let files: [FileSyntax]
    /// The type a name resolves to -> every declaration of that name in that module, when there are
    /// several (two apps scanned as one module, both sides of an `#if`).
    private var duplicates: [TypeID: [TypeID]] = [:]

    public subscript(id: TypeID) -> TypeInfo { types[id.rawValue] }

    /// All type ids, in declaration order (file order, then source order).
    public var ids: [TypeID] { types.indices.map(TypeID.init) }

    /// The ids of every type of one kind, in declaration order, without touching the other types.
    public func ids(of kind: TypeKind) -> [TypeID] { idsByKind[TypeIndex.slot(of: kind)] }
    /// By `slot(of:)`: a `TypeKind` key hashes its raw string.
    private var idsByKind: [[TypeID]] = Array(repeating: [], count: 6)

    private static func slot(of kind: TypeKind) -> Int {
        switch kind {
        case .class: 0
        case .struct: 1
        case .enum: 2
        case .protocol: 3
        case .actor: 4
        case .extension: 5
        }
    }

    init(files: [FileSyntax], fileModules: [String], jobs: Int = 1) {
        self.files = files
        var moduleList: [String] = []
        var moduleIDs: [String: Int] = [:]
        fileModuleIDs = fileModules.map { module in
            if let id = moduleIDs[module] { return id }
            moduleIDs[module] = moduleList.count
            moduleList.append(module)
            return moduleList.count - 1
        }
        self.moduleList = moduleList
        self.moduleIDs = moduleIDs
        moduleNames = Set(moduleList)
        byModule = Array(repeating: [:], count: moduleList.count)
        typesByFile = Array(repeating: [], count: files.count)

        let extensions = declareAll(files: files, jobs: jobs)
        attachExtensions(extensions, jobs: jobs)
        resolveInheritance(jobs: jobs)
        for info in types { idsByKind[TypeIndex.slot(of: info.kind)].append(info.id) }
    }

    /// Whether two files sit in the same folder (to choose among same-module duplicates).
    private func inSameFolder(_ a: FileIndex, _ b: FileIndex) -> Bool {
        func folder(_ file: FileIndex) -> Substring.UTF8View {
            let path = files[file].source.path
            let end = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.utf8.startIndex
            return path[..<end].utf8
        }
        return folder(a).elementsEqual(folder(b))
    }

    // MARK: declaration

    /// Every type declared outside extensions: each file's types are built on a worker with ids
    /// from a serial count, then registered by name in id order.
    /// Returns the extensions, in file order, for `attachExtensions`.
    private func declareAll(files: [FileSyntax], jobs: Int) -> [(file: FileIndex, decl: TypeDecl)] {
        let counts: [Int] = files.map { file in file.types.reduce(0) { $0 + $1.declaredTypeCount } }
        var bases: [Int] = []
        bases.reserveCapacity(files.count)
        var next = 0
        for total in counts {
            bases.append(next)
            next += total
        }
        let perFile: [(made: [TypeInfo], extensions: [TypeDecl])] = parallelMap(count: files.count, jobs: jobs) { file in
            var made: [TypeInfo] = []
            var extensions: [TypeDecl] = []
            made.reserveCapacity(counts[file])
            for decl in files[file].types {
                if decl.kind == .extension {
                    extensions.append(decl)
                } else {
                    TypeIndex.make(decl, file: file, module: moduleName(ofFile: file), id: bases[file], outer: nil, into: &made)
                }
            }
            return (made, extensions)
        }
        types.reserveCapacity(next)
        // Growing the tables by doubling rehashes every name several times.
        if byModule.count == 1 { byModule[0].reserveCapacity(next) } else { byQualifiedName.reserveCapacity(next) }
        var pendingExtensions: [(file: FileIndex, decl: TypeDecl)] = []
        for file in perFile.indices {
            for decl in perFile[file].extensions { pendingExtensions.append((file, decl)) }
            let made = perFile[file].made
            guard !made.isEmpty else { continue }
            types.append(contentsOf: made)
            typesByFile[file] = made.map(\.id)
        }
        for info in types { register(info) }
        return pendingExtensions
    }

    private func moduleName(ofFile file: FileIndex) -> String { moduleList[fileModuleIDs[file]] }

    /// A type and its nested types, depth first (the type before its nested ones), ids counting up from `id`.
    private static func make(_ decl: TypeDecl, file: FileIndex, module: String, id: Int, outer: TypeInfo?,
                             into made: inout [TypeInfo]) {
        let typeID = TypeID(id + made.count)
        let qualified = outer.map { $0.qualifiedName + "." + decl.name.text } ?? decl.name.text
        let info = TypeInfo(id: typeID, kind: decl.kind, module: module, name: decl.name.text, qualifiedName: qualified,
                            file: file, decl: decl, outer: outer?.id)
        info.inheritedTypes = decl.inheritedTypes.map { InheritedType(ref: $0, file: file, extensionIndex: nil, resolved: nil) }
        made.append(info)
        guard decl.declaredTypeCount > 1 else { return }
        for case .type(let nested) in decl.members where nested.kind != .extension {
            make(nested, file: file, module: module, id: id, outer: info, into: &made)
        }
    }

    /// Makes a type findable by name. A second declaration in the same module (both sides of an
    /// `#if`) stays in `types` but the name keeps resolving to the first.
    private func register(_ info: TypeInfo) {
        // One hash look-up per table for a new name, the common case; a name seen before puts
        // the first type back.
        let module = fileModuleIDs[info.file]
        if let first = byModule[module].updateValue(info.id, forKey: info.nameKey) {
            byModule[module][info.nameKey] = first
            duplicates[first, default: [first]].append(info.id)
        } else if byModule.count > 1, let first = byQualifiedName.updateValue(info.id, forKey: info.nameKey) {
            byQualifiedName[info.nameKey] = first
            inSeveralModules[info.nameKey, default: [first]].append(info.id)
        }
    }

    /// Declares a type nested in an extension, once every other type is known.
    private func declareLate(_ decl: TypeDecl, file: FileIndex, outer: TypeInfo) {
        var made: [TypeInfo] = []
        TypeIndex.make(decl, file: file, module: moduleName(ofFile: file), id: types.count, outer: outer, into: &made)
        for info in made {
            types.append(info)
            typesByFile[file].append(info.id)
            register(info)
        }
    }

    /// A qualified name with its hash computed once, so that building and querying the name
    /// tables hashes each name once rather than once per table (and on the worker that made it).
    struct NameKey: Hashable, Sendable {
        let text: String
        let hash: Int
        init(_ text: String) {
            self.text = text
            var hasher = Hasher()
            hasher.combine(text)
            hash = hasher.finalize()
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (lhs: NameKey, rhs: NameKey) -> Bool { lhs.hash == rhs.hash && lhs.text == rhs.text }
    }

    // MARK: extensions

    /// Extensions in file order. The extended type of each is looked up on the workers; a second
    /// pass serves extensions of types that were themselves nested inside extensions.
    private func attachExtensions(_ pending: [(file: FileIndex, decl: TypeDecl)], jobs: Int) {
        guard !pending.isEmpty else { return }
        let found: [TypeID?] = parallelMap(pending, jobs: jobs) { self.resolveExtension($0.decl, file: $0.file) }
        var unresolved: [(file: FileIndex, decl: TypeDecl)] = []
        let declaredBefore = types.count
        for (index, item) in pending.enumerated() {
            // Once an extension has declared nested types, a later `extension Outer.Inner` may
            // mean one of them: from there on, look up again in file order as the names appear.
            let target = types.count == declaredBefore ? found[index] : resolveExtension(item.decl, file: item.file)
            if let id = target {
                attach(ExtensionInfo(file: item.file, decl: item.decl), to: id)
            } else {
                unresolved.append(item)
            }
        }
        for item in unresolved {
            if let id = resolveExtension(item.decl, file: item.file) {
                attach(ExtensionInfo(file: item.file, decl: item.decl), to: id)
            } else {
                if let name = item.decl.extendedType?.name {
                    foreignExtensionsByName[name, default: []].append(foreignExtensions.count)
                }
                foreignExtensions.append(ExtensionInfo(file: item.file, decl: item.decl))
            }
        }
    }

    /// The extensions of types that are not the project's whose extended type is named (as
    /// written) one of `names`, in the order of `foreignExtensions`: one look-up per name
    /// instead of a pass over every foreign extension.
    public func foreignExtensions(extendingAnyOf names: Set<String>) -> [ExtensionInfo] {
        names.flatMap { foreignExtensionsByName[$0] ?? [] }.sorted().map { foreignExtensions[$0] }
    }

    private func attach(_ ext: ExtensionInfo, to id: TypeID) {
        let info = types[id.rawValue]
        let extensionIndex = info.extensions.count
        info.extensions.append(ext)
        for ref in ext.decl.inheritedTypes {
            info.inheritedTypes.append(InheritedType(ref: ref, file: ext.file, extensionIndex: extensionIndex, resolved: nil))
        }
        // `private extension` makes its members fileprivate; `public extension` makes them public.
        var extensionAccess = ext.decl.modifiers.accessLevel
        if extensionAccess == .private { extensionAccess = .fileprivate }
        info.extensionMembers.append(TypeMembers.ExtensionMembers(members: ext.decl.members, file: ext.file, access: extensionAccess,
                                                                  start: info.members.endIndex))
        for case .type(let nested) in ext.decl.members where nested.kind != .extension {
            declareLate(nested, file: ext.file, outer: info)
        }
    }

    static func access(of member: MemberDecl, default defaultAccess: Modifiers.AccessLevel) -> Modifiers.AccessLevel {
        let modifiers: Modifiers
        switch member {
        case .property(let property): modifiers = property.modifiers
        case .function(let function): modifiers = function.modifiers
        case .type(let type): modifiers = type.modifiers
        case .typeAlias(let alias): modifiers = alias.modifiers
        case .enumCase: return defaultAccess
        }
        let explicit: Modifiers = [.private, .fileprivate, .internal, .public, .open]
        return modifiers.isDisjoint(with: explicit) ? defaultAccess : modifiers.accessLevel
    }

    private func resolveExtension(_ decl: TypeDecl, file: FileIndex) -> TypeID? {
        let written = decl.extendedType.map { TypeText.nominalName($0.text) } ?? decl.name.text
        let name = written.isEmpty ? decl.name.text : written
        return lookup(name, fromFile: file)
    }

    /// The nominal name of a written type (`Builder<X>?` -> `Builder`); empty for tuples and functions.
    static func nominalName(of ref: TypeRef) -> String {
        ref.name.isEmpty ? TypeText.nominalName(ref.text) : ref.name
    }

    // MARK: lookup

    /// The project type a name refers to from `module`: the module's own types first, then a
    /// module-qualified name (`Feature.Builder`), then the other modules (imported ones first).
    /// Generic arguments and optionality are ignored (`Builder<FooDependency>?`).
    public func lookup(_ written: String, fromModule module: String, imports: Set<String> = []) -> TypeID? {
        lookup(written, module: moduleIDs[module]) { imports.contains($0) }
    }

    private func lookup(_ written: String, module: Int?, isImported: (String) -> Bool) -> TypeID? {
        let name = TypeText.nominalName(written)
        guard !name.isEmpty else { return nil }
        let key = NameKey(name)
        if let module, let id = byModule[module][key] { return id }
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let prefix = String(name[..<dot])
            if let qualifier = moduleIDs[prefix], let id = byModule[qualifier][NameKey(String(name[name.utf8.index(after: dot)...]))] {
                return id
            }
        }
        guard let first = firstDeclared(key) else { return nil }
        guard let candidates = inSeveralModules[key] else { return first }
        // Several modules declare it: only an imported one is visible; otherwise it is ambiguous.
        return candidates.first { isImported(types[$0.rawValue].module) }
    }

    /// Whether a file imports `module` (`import Feature`, `import Feature.Sub`, `@testable import Feature`).
    private func file(_ file: FileIndex, imports module: String) -> Bool {
        files[file].imports.contains { importDecl in
            let path = importDecl.path
            guard path.hasPrefix(module) else { return false }
            return path.utf8.count == module.utf8.count || path.utf8.dropFirst(module.utf8.count).first == UInt8(ascii: ".")
        }
    }

    /// The project type a name refers to from a file (its module and its imports). When the module
    /// declares the name several times, the declaration in the same file, else in the same folder,
    /// else the first, wins.
    public func lookup(_ written: String, fromFile file: FileIndex) -> TypeID? {
        let found = lookup(written, module: fileModuleIDs[file]) { self.file(file, imports: $0) }
        guard !duplicates.isEmpty, let found, let candidates = duplicates[found] else {
            return found
        }
        return candidates.first { types[$0.rawValue].file == file }
            ?? candidates.first { inSameFolder(types[$0.rawValue].file, file) }
            ?? found
    }

    /// Whether two normalised type texts name the same type once module qualifiers are dropped:
    /// `User.MutableUserManagerStream` and `MutableUserManagerStream`, `Observable<Core.Item>` and
    /// `Observable<Item>`, `RIBs.ViewControllable` and `ViewControllable`. Only prefixes that are
    /// module names of the scan or of the frameworks apps import (`RIBs`, `RxSwift`, `UIKit`,
    /// `Swift`, ...) are dropped, so `Outer.Inner` stays apart from `Inner`.
    public func sameType(_ a: String, _ b: String) -> Bool {
        a == b || withoutModuleQualifiers(a) == withoutModuleQualifiers(b)
    }

    public func withoutModuleQualifiers(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: ".")) else { return text }
        var result = ""
        var word = ""
        // The character before the current word: a qualifier never follows a `.` (`Outer.User.X`).
        var beforeWord: Character = " "
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { beforeWord = result.last ?? " " }
                word.append(character)
                continue
            }
            if character == ".", !word.isEmpty, beforeWord != ".",
               moduleNames.contains(word) || TypeIndex.frameworkModuleNames.contains(word) {
                word = ""
                continue
            }
            result += word
            word = ""
            result.append(character)
        }
        return result + word
    }

    /// A construction's callee, `Feature.FooBuilder` where `Feature` names a module the scan did
    /// not map to a folder (a target of a project format riblint does not read): the unqualified
    /// name, when the prefix is no project type and names no framework. (Only for constructions:
    /// an inheritance clause's `RIBs.Builder` must never fall back to a project's own `Builder`.)
    public func lookupConstructed(_ written: String, fromFile file: FileIndex) -> TypeID? {
        if let found = lookup(written, fromFile: file) { return found }
        let name = TypeText.nominalName(written)
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let prefix = String(name[..<dot])
        let rest = String(name[name.utf8.index(after: dot)...])
        guard firstDeclared(NameKey(prefix)) == nil, !TypeIndex.frameworkModuleNames.contains(prefix),
              rest.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true else { return nil }
        return lookup(rest, fromFile: file)
    }

    static let frameworkModuleNames: Set<String> = ["RIBs", "ModernRIBs", "NeedleFoundation", "UIKit", "Foundation", "SwiftUI",
                                                    "RxSwift", "RxCocoa", "RxRelay", "Combine", "AppKit", "Swift"]

    /// The project type with that qualified name in each module (the first declaration per module).
    public func types(named qualifiedName: String) -> [TypeID] {
        let key = NameKey(qualifiedName)
        return inSeveralModules[key] ?? firstDeclared(key).map { [$0] } ?? []
    }

    /// The type of the first module that declares a qualified name.
    private func firstDeclared(_ key: NameKey) -> TypeID? {
        byModule.count == 1 ? byModule[0][key] : byQualifiedName[key]
    }

    public func declaringFile(_ id: TypeID) -> FileIndex { types[id.rawValue].file }

    // MARK: inheritance

    private func resolveInheritance(jobs: Int) {
        let count = types.count
        // Every written supertype is looked up on the workers (the index is read-only here).
        // Top-level type aliases (`typealias BaseInteractor = PresentableInteractor<P>`): a
        // supertype written through one is the aliased type.
        var aliases: [String: TypeRef] = [:]
        for file in files {
            for alias in file.typeAliases where !alias.isAssociatedType {
                if let target = alias.type, aliases[alias.name.text] == nil { aliases[alias.name.text] = target }
            }
        }
        // An alias of a composition (`typealias StallServicesType = StallServices & OpeningHours`)
        // written as a supertype makes each of its parts a supertype. Its position keeps no
        // resolved type, as before; the parts are edges beside the written ones.
        var compositions: [String: [String]] = [:]
        for (name, target) in aliases where target.text.contains("&") {
            let parts = target.text.split(separator: "&").map { TypeText.nominalName(String($0).trimmingCharacters(in: .whitespaces)) }
                .filter { !$0.isEmpty }
            if parts.count > 1 { compositions[name] = parts }
        }
        // Arrays sized up front, and none for a type that inherits nothing (most members of the
        // index): growing three arrays an element at a time was a sixth of this phase.
        let written: [(resolved: [TypeID?], names: [String], firstAliased: TypeRef?, parts: [TypeID])] = parallelMap(count: count, jobs: jobs) { index in
            let inheritedTypes = self.types[index].inheritedTypes
            guard !inheritedTypes.isEmpty else { return ([], [], nil, []) }
            var parts: [TypeID] = []
            var resolved: [TypeID?] = []
            resolved.reserveCapacity(inheritedTypes.count)
            var names: [String] = []
            names.reserveCapacity(inheritedTypes.count * 2)
            var firstAliased: TypeRef?
            for (position, inherited) in inheritedTypes.enumerated() {
                var name = TypeIndex.nominalName(of: inherited.ref)
                if !aliases.isEmpty, let alias = aliases[name], self.lookup(name, fromFile: inherited.file) == nil {
                    for part in compositions[name] ?? [] {
                        if let found = self.lookup(part, fromFile: inherited.file), found.rawValue != index { parts.append(found) }
                        names.append(part)
                        if let last = TypeIndex.lastComponent(of: part) { names.append(last) }
                    }
                    if position == 0 { firstAliased = alias }
                    name = TypeIndex.nominalName(of: alias)
                }
                let found = self.lookup(name, fromFile: inherited.file)
                // `class Builder: RIBs.Builder<X>` names the framework's class, not itself.
                resolved.append(found?.rawValue == index ? nil : found)
                guard !name.isEmpty else { continue }
                names.append(name)
                if let last = TypeIndex.lastComponent(of: name) { names.append(last) }
            }
            return (resolved, names, firstAliased, parts)
        }
        aliasedParts = FlatLists(written.map(\.parts))
        /// Every supertype a type writes: those written in place, then the parts of compositions.
        func edges(_ index: Int) -> [TypeID?] {
            written[index].parts.isEmpty ? written[index].resolved : written[index].resolved + written[index].parts.map { TypeID?.some($0) }
        }
        writtenNames = FlatLists(written.map(\.names))
        // Each type's own fields on the workers (a type writes only its own, and reads only the
        // kind of others); the lists of direct subtypes, which many types append to, in id order.
        let all = types
        parallelFor(count, jobs: jobs) { index in
            let info = all[index]
            for (position, id) in written[index].resolved.enumerated() {
                info.inheritedTypes[position].resolved = id
            }
            if info.kind == .class, let first = info.inheritedTypes.first, first.extensionIndex == nil {
                if let resolved = first.resolved {
                    if all[resolved.rawValue].kind == .class {
                        info.superclass = .project(resolved, first.ref)
                    }
                } else {
                    info.superclass = .external(written[index].firstAliased ?? first.ref)
                }
            }
        }
        directSubtypeLists = Array(repeating: [], count: count)
        for index in 0..<count {
            for case let id? in edges(index) where directSubtypeLists[id.rawValue].last != TypeID(index) {
                directSubtypeLists[id.rawValue].append(TypeID(index))
            }
        }
        let depths = GraphDepths.longestPaths(count: count, edges: edges, target: { $0?.rawValue })
        let limit = TypeIndex.inheritanceDepthLimit
        typesInheritingTooDeeply = depths.indices.filter { depths[$0] > limit }.map(TypeID.init)
        // With each chain, the platform's own ancestors of the class it ends at
        // (`UITableViewController` is a `UIViewController`), looked up once per class here
        // rather than at every query, on the workers.
        let chains = parallelMap(count: count, jobs: jobs) { index -> (chain: [Superclass], platform: [String]) in
            let chain = self.chain(from: index, limit: limit)
            guard case .external(let ref)? = chain.last else { return (chain, []) }
            let name = TypeIndex.nominalName(of: ref)
            return (chain, PlatformClasses.ancestors[TypeIndex.lastComponent(of: name) ?? name] ?? [])
        }
        superclassChains = FlatLists(chains.map(\.chain))
        platformAncestors = chains.map(\.platform)
        if typesInheritingTooDeeply.isEmpty {
            // Every path up is at most `limit` long, and so is the recursion.
            var lists = [[TypeID]](repeating: [], count: count)
            var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 in progress, 2 done
            for index in 0..<count { computeSupertypes(index, state: &state, into: &lists) }
            supertypeLists = FlatLists(lists)
            releaseOnAnotherThread(consume lists)
        } else {
            // Every path up is followed at most `limit` levels: the same lists as the memoised
            // union for every type within the limit, bounded ones for the others.
            var search = GraphDepths.BoundedSearch(count: count)
            var lists = FlatLists<TypeID>()
            for index in 0..<count {
                lists.append(search.reach(from: index, within: limit, edges: edges, target: { $0?.rawValue })
                    .sorted().map(TypeID.init))
            }
            supertypeLists = lists
        }
        // Tens of thousands of small arrays, freed beside the next steps rather than before them.
        releaseOnAnotherThread(consume written)
        releaseOnAnotherThread(consume chains)
    }

    private func chain(from index: Int, limit: Int) -> [Superclass] {
        var result: [Superclass] = []
        var current = types[index].superclass
        // A cycle (`class A: B`, `class B: A`) ends the chain where it closes. Most chains are a
        // few classes long and most types have none: the classes seen are looked for in the
        // chain itself, and a set is made only for a long one (no set for each of the tens of
        // thousands of types, and no quadratic walk on a hostile chain thousands deep).
        var seen: Set<Int>?
        func isSeen(_ id: Int) -> Bool {
            if let seen { return seen.contains(id) }
            if id == index { return true }
            for case .project(let earlier, _) in result.dropLast() where earlier.rawValue == id { return true }
            return false
        }
        while let superclass = current, result.count <= limit {
            result.append(superclass)
            guard case .project(let id, _) = superclass, !isSeen(id.rawValue) else { break }
            if seen != nil {
                seen!.insert(id.rawValue)
            } else if result.count == 16 {
                var made: Set<Int> = [index]
                for case .project(let earlier, _) in result { made.insert(earlier.rawValue) }
                seen = made
            }
            current = types[id.rawValue].superclass
        }
        return result
    }

    /// The transitive closure of the resolved supertypes, depth first with memo; a type in a cycle
    /// gets what was known when the cycle closed.
    private func computeSupertypes(_ index: Int, state: inout [UInt8], into supertypeLists: inout [[TypeID]]) {
        guard state[index] == 0 else { return }
        state[index] = 1
        var ids: [TypeID] = []
        func add(_ supertype: TypeID) {
            computeSupertypes(supertype.rawValue, state: &state, into: &supertypeLists)
            ids.append(supertype)
            ids.append(contentsOf: supertypeLists[supertype.rawValue])
        }
        for case let resolved? in types[index].inheritedTypes.lazy.map(\.resolved) { add(resolved) }
        for part in aliasedParts[index] { add(part) }
        if ids.count > 1 {
            ids.sort()
            var unique: [TypeID] = []
            unique.reserveCapacity(ids.count)
            for id in ids where unique.last != id { unique.append(id) }
            ids = unique
        }
        if let self_ = ids.firstIndex(of: TypeID(index)) { ids.remove(at: self_) }
        supertypeLists[index] = ids
        state[index] = 2
    }

    /// `Feature.Builder` -> `Builder`; `nil` when there is no dot.
    public static func lastComponent(of name: String) -> String? {
        // Bytes, not `UTF8View.lastIndex(of:)`, whose generic index steps cost a tenth of a
        // percent of a whole run: this is asked of every inherited name, many times.
        var name = name
        guard let dot = name.withUTF8({ $0.lastIndex(of: UInt8(ascii: ".")) }) else { return nil }
        return String(name.utf8.dropFirst(dot + 1))!
    }

    /// The superclass chain of a class, nearest first, ending at the first class from outside
    /// the project.
    public func superclassChain(of id: TypeID) -> ArraySlice<Superclass> { superclassChains[id.rawValue] }

    /// Whether `name` (as written in an inheritance clause, maybe module-qualified) is one of `bases`:
    /// `NeedleFoundation.Component` matches `Component` and `NeedleFoundation.Component`.
    static func name(_ name: String, matchesAnyOf bases: [String]) -> Bool {
        if bases.contains(name) { return true }
        guard let last = lastComponent(of: name) else { return false }
        return bases.contains(last)
    }

    /// Whether a class descends (strictly, transitively through the project's classes, generic
    /// arguments ignored) from a class named one of `bases`.
    public func isSubclass(_ id: TypeID, ofAnyOf bases: [String]) -> Bool {
        superclassMatching(id, anyOf: bases) != nil
    }

    /// The first superclass in the chain named one of `bases`.
    public func superclassMatching(_ id: TypeID, anyOf bases: [String]) -> Superclass? {
        for superclass in superclassChains[id.rawValue] {
            switch superclass {
            case .project(let other, let ref):
                let info = types[other.rawValue]
                if TypeIndex.name(info.name, matchesAnyOf: bases) || bases.contains(info.qualifiedName)
                    || TypeIndex.name(ref.name, matchesAnyOf: bases) {
                    return superclass
                }
            case .external(let ref):
                if TypeIndex.name(TypeIndex.nominalName(of: ref), matchesAnyOf: bases)
                    || platformAncestors[id.rawValue].contains(where: bases.contains) {
                    return superclass
                }
            }
        }
        return nil
    }

    /// Whether a type inherits from, refines or conforms to (anywhere: its declaration, its
    /// extensions, its superclasses' and refined protocols', transitively) something named one of `names`
    /// (simple, qualified or as written; `RIBs.Dependency` matches `Dependency`).
    public func conforms(_ id: TypeID, toAnyOf names: [String]) -> Bool {
        // Asked of every type when roles are assigned: a query of plain names (the usual one)
        // makes no array of last components.
        let isQualified = names.contains { $0.containsByte(UInt8(ascii: ".")) }
        let lastComponents = isQualified ? names.map { TypeIndex.lastComponent(of: $0) } : []
        func isQueried(_ known: String) -> Bool {
            for (index, name) in names.enumerated() where name == known || (isQualified && lastComponents[index] == known) {
                return true
            }
            return false
        }
        if writtenNames[id.rawValue].contains(where: isQueried) { return true }
        for supertype in supertypeLists[id.rawValue] {
            let info = types[supertype.rawValue]
            if isQueried(info.name) || isQueried(info.qualifiedName) || writtenNames[supertype.rawValue].contains(where: isQueried) {
                return true
            }
        }
        return false
    }

    public func conforms(_ id: TypeID, to name: String) -> Bool { conforms(id, toAnyOf: [name]) }

    /// Whether `id` inherits from, refines or conforms to the project type `other`, transitively.
    public func conforms(_ id: TypeID, to other: TypeID) -> Bool {
        let list = supertypeLists[id.rawValue]
        // A slice keeps its indices in the shared array.
        var low = list.startIndex, high = list.endIndex
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < other { low = middle + 1 } else { high = middle }
        }
        return low < list.endIndex && list[low] == other
    }

    /// Every project type among a type's supertypes, transitively.
    public func supertypes(of id: TypeID) -> Set<TypeID> { Set(supertypeLists[id.rawValue]) }

    /// Every project type among a type's supertypes, transitively, in id order.
    public func sortedSupertypes(of id: TypeID) -> ArraySlice<TypeID> { supertypeLists[id.rawValue] }

    /// The project types that list `id` directly in an inheritance clause (declaration or extension).
    public func directSubtypes(of id: TypeID) -> [TypeID] { directSubtypeLists[id.rawValue] }

    /// The type, then every project type that inherits from it, refines it or conforms to it,
    /// transitively (depth first, each once).
    public func selfAndSubtypes(of id: TypeID) -> [TypeID] {
        var seen: Set<TypeID> = []
        var result: [TypeID] = []
        var queue = [id]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue += directSubtypeLists[next.rawValue]
        }
        return result
    }

    /// The types declared in a file (nested ones included), in source order.
    public func typesDeclared(inFile file: FileIndex) -> [TypeID] {
        file >= 0 && file < typesByFile.count ? typesByFile[file] : []
    }

    // MARK: members

    /// A type's members (declaration and every extension) that code in `file` can see;
    /// `nil` for every member regardless of access.
    public func members(of id: TypeID, visibleFrom file: FileIndex?) -> [TypeMember] {
        guard let file else { return Array(types[id.rawValue].members) }
        return types[id.rawValue].members.filter { $0.isVisible(from: file) }
    }

    /// Members including those inherited from the project's superclasses (nearest first after own).
    public func membersIncludingInherited(of id: TypeID, visibleFrom file: FileIndex?) -> [TypeMember] {
        var result = members(of: id, visibleFrom: file)
        for case .project(let superclass, _) in superclassChains[id.rawValue] {
            result += members(of: superclass, visibleFrom: file).filter { $0.access != .private || $0.file == file }
        }
        return result
    }
}
