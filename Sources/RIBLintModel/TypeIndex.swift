import RIBLintAST

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
public struct TypeMember: Sendable {
    public var decl: MemberDecl
    public var owner: TypeID
    public var file: FileIndex
    /// The effective access level: the member's own, else its extension's (`private extension`
    /// makes members `fileprivate`), else `internal`.
    public var access: Modifiers.AccessLevel
    /// Index into the owner's `extensions`, `nil` for the declaration's body.
    public var extensionIndex: Int?

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

/// One class, struct, enum, protocol or actor of the project, with its extensions merged in.
public struct TypeInfo: Sendable {
    public let id: TypeID
    public let kind: TypeKind
    public let module: String
    /// The simple name (`Inner`).
    public let name: String
    /// Outer types included (`Outer.Inner`).
    public let qualifiedName: String
    public let file: FileIndex
    public let decl: TypeDecl
    /// The enclosing type of a nested type.
    public let outer: TypeID?
    public internal(set) var extensions: [ExtensionInfo] = []
    /// Declaration's inheritance clause first, then the extensions' in file order.
    public internal(set) var inheritedTypes: [InheritedType] = []
    /// Classes only.
    public internal(set) var superclass: Superclass?
    /// Every member, the declaration's first, then each extension's.
    public internal(set) var members: [TypeMember] = []

    /// Every file that declares or extends the type.
    public var files: [FileIndex] {
        var result = [file]
        for ext in extensions where !result.contains(ext.file) { result.append(ext.file) }
        return result
    }
}

/// Every type of the project, with extensions merged, inheritance and conformances resolved.
public struct TypeIndex: Sendable {
    public private(set) var types: [TypeInfo] = []
    /// module -> qualified name -> type (first declaration wins).
    private var byModule: [String: [String: TypeID]] = [:]
    /// qualified name -> types in every module.
    private var byQualifiedName: [String: [TypeID]] = [:]
    /// Extensions whose type is not the project's (`extension UIViewController`).
    public private(set) var foreignExtensions: [ExtensionInfo] = []
    /// Superclass chain (nearest first) of each class.
    private var superclassChains: [[Superclass]] = []
    /// Every name a type is known by through inheritance, refinement and conformance, transitively
    /// (simple, qualified and as written), not its own.
    private var supertypeNames: [Set<String>] = []
    /// Every project type among the supertypes, transitively.
    private var supertypeIDs: [Set<TypeID>] = []
    public let moduleNames: Set<String>
    private let fileModules: [String]
    private let fileImports: [Set<String>]

    public subscript(id: TypeID) -> TypeInfo { types[id.rawValue] }

    /// All type ids, in declaration order (file order, then source order).
    public var ids: [TypeID] { types.indices.map(TypeID.init) }

    init(files: [FileSyntax], fileModules: [String]) {
        moduleNames = Set(fileModules)
        self.fileModules = fileModules
        fileImports = files.map { Set($0.imports.map { String($0.path.split(separator: ".").first ?? "") }) }
        for (fileIndex, file) in files.enumerated() {
            for decl in file.types where decl.kind != .extension {
                declare(decl, file: fileIndex, module: fileModules[fileIndex], outer: nil)
            }
        }
        // Extensions in file order; nested types declared in extensions join the index as they come.
        var pending: [(FileIndex, TypeDecl)] = []
        for (fileIndex, file) in files.enumerated() {
            for decl in file.types where decl.kind == .extension { pending.append((fileIndex, decl)) }
        }
        var unresolved: [(FileIndex, TypeDecl)] = []
        for (fileIndex, decl) in pending {
            if let id = resolveExtension(decl, file: fileIndex) {
                attach(ExtensionInfo(file: fileIndex, decl: decl), to: id)
            } else {
                unresolved.append((fileIndex, decl))
            }
        }
        // A second pass for extensions of types that were nested inside extensions.
        for (fileIndex, decl) in unresolved {
            if let id = resolveExtension(decl, file: fileIndex) {
                attach(ExtensionInfo(file: fileIndex, decl: decl), to: id)
            } else {
                foreignExtensions.append(ExtensionInfo(file: fileIndex, decl: decl))
            }
        }
        resolveInheritance()
    }

    private mutating func declare(_ decl: TypeDecl, file: FileIndex, module: String, outer: TypeID?) {
        let id = TypeID(types.count)
        let qualified = outer.map { types[$0.rawValue].qualifiedName + "." + decl.name.text } ?? decl.name.text
        var info = TypeInfo(id: id, kind: decl.kind, module: module, name: decl.name.text, qualifiedName: qualified,
                            file: file, decl: decl, outer: outer)
        info.inheritedTypes = decl.inheritedTypes.map { InheritedType(ref: $0, file: file, extensionIndex: nil, resolved: nil) }
        let defaultAccess = decl.kind == .protocol ? decl.modifiers.accessLevel : Modifiers.AccessLevel.internal
        info.members = decl.members.map {
            TypeMember(decl: $0, owner: id, file: file, access: TypeIndex.access(of: $0, default: defaultAccess), extensionIndex: nil)
        }
        types.append(info)
        if byModule[module, default: [:]][qualified] == nil { byModule[module, default: [:]][qualified] = id }
        byQualifiedName[qualified, default: []].append(id)
        for case .type(let nested) in decl.members where nested.kind != .extension {
            declare(nested, file: file, module: module, outer: id)
        }
    }

    private mutating func attach(_ ext: ExtensionInfo, to id: TypeID) {
        let extensionIndex = types[id.rawValue].extensions.count
        types[id.rawValue].extensions.append(ext)
        for ref in ext.decl.inheritedTypes {
            types[id.rawValue].inheritedTypes.append(InheritedType(ref: ref, file: ext.file, extensionIndex: extensionIndex, resolved: nil))
        }
        // `private extension` makes its members fileprivate; `public extension` makes them public.
        var extensionAccess = ext.decl.modifiers.accessLevel
        if extensionAccess == .private { extensionAccess = .fileprivate }
        for member in ext.decl.members {
            types[id.rawValue].members.append(TypeMember(decl: member, owner: id, file: ext.file,
                                                         access: TypeIndex.access(of: member, default: extensionAccess),
                                                         extensionIndex: extensionIndex))
        }
        let module = fileModules[ext.file]
        for case .type(let nested) in ext.decl.members where nested.kind != .extension {
            declare(nested, file: ext.file, module: module, outer: id)
        }
    }

    private static func access(of member: MemberDecl, default defaultAccess: Modifiers.AccessLevel) -> Modifiers.AccessLevel {
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

    // MARK: lookup

    /// The project type a name refers to from `module`: the module's own types first, then a
    /// module-qualified name (`Feature.Builder`), then the other modules (imported ones first).
    /// Generic arguments and optionality are ignored (`Builder<FooDependency>?`).
    public func lookup(_ written: String, fromModule module: String, imports: Set<String> = []) -> TypeID? {
        let name = written.contains("<") || written.hasSuffix("?") || written.hasSuffix("!") || written.contains(" ")
            ? TypeText.nominalName(written) : written
        guard !name.isEmpty else { return nil }
        if let id = byModule[module]?[name] { return id }
        if let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])) {
            let rest = String(name[name.index(after: dot)...])
            if let id = byModule[String(name[..<dot])]?[rest] { return id }
        }
        guard let candidates = byQualifiedName[name], !candidates.isEmpty else { return nil }
        if candidates.count > 1, let imported = candidates.first(where: { imports.contains(types[$0.rawValue].module) }) {
            return imported
        }
        return candidates[0]
    }

    /// The project type a name refers to from a file (its module and its imports).
    public func lookup(_ written: String, fromFile file: FileIndex) -> TypeID? {
        lookup(written, fromModule: fileModules[file], imports: fileImports[file])
    }

    /// Every project type with that qualified name, in every module.
    public func types(named qualifiedName: String) -> [TypeID] { byQualifiedName[qualifiedName] ?? [] }

    public func declaringFile(_ id: TypeID) -> FileIndex { types[id.rawValue].file }

    // MARK: inheritance

    private mutating func resolveInheritance() {
        for index in types.indices {
            let info = types[index]
            for position in info.inheritedTypes.indices {
                let ref = info.inheritedTypes[position].ref
                var resolved = lookup(ref.name.isEmpty ? ref.text : ref.name, fromFile: info.inheritedTypes[position].file)
                // `class Builder: RIBs.Builder<X>` names the framework's class, not itself.
                if resolved?.rawValue == index { resolved = nil }
                types[index].inheritedTypes[position].resolved = resolved
            }
            if info.kind == .class, let first = types[index].inheritedTypes.first, first.extensionIndex == nil {
                if let resolved = first.resolved {
                    if types[resolved.rawValue].kind == .class {
                        types[index].superclass = .project(resolved, first.ref)
                    }
                } else {
                    types[index].superclass = .external(first.ref)
                }
            }
        }
        superclassChains = types.indices.map { chain(from: $0) }
        supertypeIDs = Array(repeating: [], count: types.count)
        supertypeNames = Array(repeating: [], count: types.count)
        var state = [UInt8](repeating: 0, count: types.count)  // 0 new, 1 in progress, 2 done
        for index in types.indices { computeSupertypes(index, state: &state) }
    }

    private func chain(from index: Int) -> [Superclass] {
        var result: [Superclass] = []
        var seen: Set<Int> = [index]
        var current = types[index].superclass
        while let superclass = current {
            result.append(superclass)
            guard case .project(let id, _) = superclass, seen.insert(id.rawValue).inserted else { break }
            current = types[id.rawValue].superclass
        }
        return result
    }

    private mutating func computeSupertypes(_ index: Int, state: inout [UInt8]) {
        guard state[index] == 0 else { return }
        state[index] = 1
        var names: Set<String> = []
        var ids: Set<TypeID> = []
        for inherited in types[index].inheritedTypes {
            TypeIndex.insertNames(of: inherited.ref, into: &names)
            if let resolved = inherited.resolved {
                ids.insert(resolved)
                let other = types[resolved.rawValue]
                names.insert(other.name)
                names.insert(other.qualifiedName)
                computeSupertypes(resolved.rawValue, state: &state)
                names.formUnion(supertypeNames[resolved.rawValue])
                ids.formUnion(supertypeIDs[resolved.rawValue])
            }
        }
        ids.remove(TypeID(index))
        supertypeNames[index] = names
        supertypeIDs[index] = ids
        state[index] = 2
    }

    private static func insertNames(of ref: TypeRef, into names: inout Set<String>) {
        let name = ref.name.isEmpty ? TypeText.nominalName(ref.text) : ref.name
        guard !name.isEmpty else { return }
        names.insert(name)
        if let last = name.split(separator: ".").last { names.insert(String(last)) }
    }

    /// The superclass chain of a class, nearest first, ending at the first class from outside
    /// the project.
    public func superclassChain(of id: TypeID) -> [Superclass] { superclassChains[id.rawValue] }

    /// Whether `name` (as written in an inheritance clause, maybe module-qualified) is one of `bases`:
    /// `NeedleFoundation.Component` matches `Component` and `NeedleFoundation.Component`.
    static func name(_ name: String, matchesAnyOf bases: [String]) -> Bool {
        if bases.contains(name) { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        let last = String(name[name.index(after: dot)...])
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
                if TypeIndex.name(ref.name.isEmpty ? TypeText.nominalName(ref.text) : ref.name, matchesAnyOf: bases) {
                    return superclass
                }
            }
        }
        return nil
    }

    /// Whether a type inherits from, refines or conforms to (anywhere: its declaration, its
    /// extensions, its superclasses' and refined protocols', transitively) something named one of `names`.
    public func conforms(_ id: TypeID, toAnyOf names: [String]) -> Bool {
        let known = supertypeNames[id.rawValue]
        for name in names {
            if known.contains(name) { return true }
            if let dot = name.lastIndex(of: "."), known.contains(String(name[name.index(after: dot)...])) { return true }
        }
        return false
    }

    public func conforms(_ id: TypeID, to name: String) -> Bool { conforms(id, toAnyOf: [name]) }

    /// Whether `id` inherits from, refines or conforms to the project type `other`, transitively.
    public func conforms(_ id: TypeID, to other: TypeID) -> Bool { supertypeIDs[id.rawValue].contains(other) }

    /// Every project type among a type's supertypes, transitively.
    public func supertypes(of id: TypeID) -> Set<TypeID> { supertypeIDs[id.rawValue] }

    /// Every supertype name (simple and as written), transitively.
    public func supertypeNames(of id: TypeID) -> Set<String> { supertypeNames[id.rawValue] }

    /// The project types that list `id` directly in an inheritance clause (declaration or extension).
    public func directSubtypes(of id: TypeID) -> [TypeID] {
        types.filter { info in info.inheritedTypes.contains { $0.resolved == id } }.map(\.id)
    }

    // MARK: members

    /// A type's members (declaration and every extension) that code in `file` can see;
    /// `nil` for every member regardless of access.
    public func members(of id: TypeID, visibleFrom file: FileIndex?) -> [TypeMember] {
        guard let file else { return types[id.rawValue].members }
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
