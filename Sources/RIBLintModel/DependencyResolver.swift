import RIBLintAST
import RIBLintCore

/// Resolves each RIB's dependency requirements along every path from a root (SPEC section 3, DI graph).
struct DependencyResolver {
    var builder: ModelBuilder
    let ribs: [RIB]
    let tree: RIBTree
    let ribOfType: [TypeID: RIBID]
    private var types: TypeIndex { builder.types }
    private var requirementCache: [TypeID: [DependencyRequirement]] = [:]
    /// A provider's properties (inherited ones included) by name: every requirement on every path
    /// asks a provider for one name, so each provider's members are sorted out once.
    private var propertiesByName: [TypeID: [String: [TypeMember]]] = [:]
    /// Candidates by the member's place, since reading one normalises types and scans source text.
    private var candidateCache: [MemberPlace: Candidate?] = [:]
    private var defaultsCache: [TypeID: [String: [Candidate]]] = [:]
    private var conformedDefaultsCache: [TypeID: [String: [Candidate]]] = [:]
    private var conformanceFilesCache: [ProviderConformance: Set<FileIndex>] = [:]

    private struct MemberPlace: Hashable {
        var file: FileIndex
        var offset: UInt32
    }

    private struct ProviderConformance: Hashable {
        var provider: TypeID
        var dependency: TypeID
    }

    init(builder: ModelBuilder, ribs: [RIB], tree: RIBTree, ribOfType: [TypeID: RIBID]) {
        self.builder = builder
        self.ribs = ribs
        self.tree = tree
        self.ribOfType = ribOfType
    }

    /// A property that can satisfy a requirement.
    private struct Candidate {
        var location: SourceLocation
        /// Normalised type, `nil` when it cannot be told without type inference.
        var type: String?
        /// `var x: T { dependency.y }` forwards to `y`.
        var forwardsTo: String?
        /// A default in `extension P where Self: Q` applies only to providers that conform to `Q`.
        var requiredConformances: [String] = []
    }

    /// Resolves every RIB's requirements. RIBs are independent: chunks of them are resolved on
    /// `builder.jobs` threads, each by its own copy of the resolver (its caches are per copy),
    /// and the entries keep the RIBs' order.
    func resolve() -> DependencyGraph {
        let pending = ribs.filter { $0.dependency != nil }
        let chunkCount = min(pending.count, builder.jobs == 1 ? 1 : builder.jobs * 4)
        guard chunkCount > 0 else { return DependencyGraph(entries: []) }
        let chunkSize = (pending.count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: pending.count, by: chunkSize).map { pending[$0..<min($0 + chunkSize, pending.count)] }
        let resolved: [[RIBDependencies]] = parallelMap(chunks, jobs: builder.jobs) { chunk in
            var resolver = self
            return chunk.map { resolver.entry(for: $0) }
        }
        return DependencyGraph(entries: Array(resolved.joined()))
    }

    private mutating func entry(for rib: RIB) -> RIBDependencies {
        let dependency = rib.dependency!
        let requirements = self.requirements(of: dependency)
        let style = self.style(of: rib, dependency: dependency)
        let (readNames, escapes) = self.readNames(of: rib, dynamicMembers: style == .needle || usesNeedle(rib))
        var providers: [(parent: RIBID?, provider: TypeID)] = []
        var resolutions = requirements.map { RequirementResolution(requirement: $0, paths: [], isRead: readNames.contains($0.name)) }
        if style == .needle, let component = rib.component, !(builder.componentSites[component] ?? []).isEmpty {
            // Needle style: what the generator does. Each place that makes C's component names its
            // parent component; the requirement is looked up along that parent chain.
            for site in builder.componentSites[component]! {
                let host = ribOfType[site.enclosing]
                guard let parent = builder.parentArgumentType(of: site) else { continue }
                for path in paths(through: host, to: rib.id) {
                for index in resolutions.indices {
                    let requirement = resolutions[index].requirement
                    var visited: Set<TypeID> = []
                    var resolution = lookUpNeedleChain(requirement.name, type: requirement.type, from: parent, visited: &visited)
                    if !resolution.isProvided,
                       let generated = generatedProvider(requirement.name, dependency: dependency, parent: parent, component: component) {
                        resolution = generated
                    }
                    if !resolution.isProvided,
                       let fallback = defaults(of: dependency, named: requirement.name).first(where: { $0.type == nil || types.sameType($0.type!, requirement.type) }) {
                        resolution = .provided(by: fallback.location)
                    }
                    let entry = PathResolution(path: path, resolution: resolution, forwardedThrough: [])
                    if !resolutions[index].paths.contains(entry) { resolutions[index].paths.append(entry) }
                }
                }
            }
            return RIBDependencies(rib: rib.id, dependencyProtocol: dependency, style: style, providers: providers,
                                   requirements: resolutions, readNames: readNames, dependencyEscapes: escapes)
        }
        if style == .manual {
            // Manual style: C's dependency is whatever object is handed to C's builder where it is
            // constructed, which need not be the component of the RIB that attaches C (an app-wide
            // component often builds every builder). A builder constructed nowhere in the scan has
            // no known provider.
            for site in siteProviders(of: rib) {
                if !providers.contains(where: { $0.parent == site.host && $0.provider == site.provider }) {
                    providers.append((site.host, site.provider))
                }
                for index in resolutions.indices {
                    let requirement = resolutions[index].requirement
                    var forwarded: [SourceLocation] = []
                    let resolution = resolve(requirement.name, type: requirement.type, dependency: dependency,
                                             on: site.provider, forwarded: &forwarded, depth: 0)
                    for path in paths(through: site.host, to: rib.id) {
                        let entry = PathResolution(path: path, resolution: resolution, forwardedThrough: forwarded)
                        if !resolutions[index].paths.contains(entry) { resolutions[index].paths.append(entry) }
                    }
                }
            }
            return RIBDependencies(rib: rib.id, dependencyProtocol: dependency, style: style, providers: providers,
                                   requirements: resolutions, readNames: readNames, dependencyEscapes: escapes)
        }
        // Needle style whose components riblint sees made nowhere: the nearest ancestor on each
        // path of the tree (as the generator would look them up). A root has no known provider.
        for path in tree.paths(to: rib.id) where path.count > 1 {
            for index in resolutions.indices {
                let requirement = resolutions[index].requirement
                let resolution = resolveNeedle(requirement.name, type: requirement.type, dependency: dependency, path: path)
                resolutions[index].paths.append(PathResolution(path: path, resolution: resolution, forwardedThrough: []))
            }
        }
        return RIBDependencies(rib: rib.id, dependencyProtocol: dependency, style: style, providers: providers,
                               requirements: resolutions, readNames: readNames, dependencyEscapes: escapes)
    }

    // MARK: requirements

    /// The properties a dependency protocol and the project protocols it refines require.
    mutating func requirements(of dependency: TypeID) -> [DependencyRequirement] {
        if let cached = requirementCache[dependency] { return cached }
        var result: [DependencyRequirement] = []
        var names: Set<String> = []
        for id in [dependency] + types.sortedSupertypes(of: dependency) where types[id].kind == .protocol {
            for member in types[id].members where member.extensionIndex == nil {
                guard let property = member.property, names.insert(property.name.text).inserted else { continue }
                let written = property.type?.text ?? ""
                result.append(DependencyRequirement(name: property.name.text, type: TypeText.normalise(written),
                                                    typeAsWritten: written,
                                                    location: builder.location(file: member.file, offset: property.name.offset),
                                                    declaredIn: id))
            }
        }
        requirementCache[dependency] = result
        return result
    }

    /// Protocol-extension defaults (`extension FooDependency { var x: T { ... } }`) of the protocol
    /// and the protocols it refines.
    private mutating func defaults(of dependency: TypeID, named name: String) -> [Candidate] {
        if let cached = defaultsCache[dependency] { return cached[name] ?? [] }
        let byName = extensionDefaults(of: [dependency] + types.sortedSupertypes(of: dependency))
        defaultsCache[dependency] = byName
        return byName[name] ?? []
    }

    /// Protocol-extension defaults of every project protocol a provider conforms to
    /// (`extension StallServices { var dailyTotal: Int { ... } }` for a component that is a
    /// `StallServices`, directly or through a typealias of a composition): Swift lets them witness
    /// the dependency's requirement too. The dependency protocol's own come again here: they are
    /// asked for only when `defaults(of:named:)` and the provider's own members met nothing.
    private mutating func conformedDefaults(of provider: TypeID, named name: String) -> [Candidate] {
        if let cached = conformedDefaultsCache[provider] { return cached[name] ?? [] }
        let byName = extensionDefaults(of: Array(types.sortedSupertypes(of: provider)))
        conformedDefaultsCache[provider] = byName
        return byName[name] ?? []
    }

    /// The properties the extensions of the protocols among `ids` define, by name, each with the
    /// conformances its extension's `where Self:` asks of a provider.
    private mutating func extensionDefaults(of ids: [TypeID]) -> [String: [Candidate]] {
        var byName: [String: [Candidate]] = [:]
        for id in ids where types[id].kind == .protocol {
            for member in types[id].members where member.extensionIndex != nil {
                guard var candidate = candidate(member) else { continue }
                candidate.requiredConformances = DependencyResolver.selfConstraints(types[id].extensions[member.extensionIndex!].decl.whereClause)
                byName[member.name, default: []].append(candidate)
            }
        }
        return byName
    }

    /// `Self: Q & R, Self: S` -> `[Q, R, S]`; other constraints say nothing about the provider.
    static func selfConstraints(_ whereClause: String?) -> [String] {
        guard let whereClause else { return [] }
        var result: [String] = []
        for part in whereClause.split(separator: ",") {
            let pieces = part.split(separator: ":", maxSplits: 1).map { String($0).filter { !$0.isWhitespace } }
            guard pieces.count == 2, pieces[0] == "Self" else { continue }
            result += pieces[1].split(separator: "&").map { TypeText.nominalName(String($0)) }
        }
        return result
    }

    /// Whether a default applies to `provider` (its `where Self: Q` constraints hold; a provider
    /// riblint cannot type is given the benefit of the doubt).
    private func applies(_ candidate: Candidate, to provider: TypeID?) -> Bool {
        guard !candidate.requiredConformances.isEmpty, let provider else { return true }
        return candidate.requiredConformances.allSatisfy { types.conforms(provider, to: $0) || types[provider].name == $0 }
    }

    /// The properties named `name` of a provider, its inherited ones included (own first).
    private mutating func properties(of provider: TypeID, named name: String) -> [TypeMember] {
        if let cached = propertiesByName[provider] { return cached[name] ?? [] }
        var byName: [String: [TypeMember]] = [:]
        for member in types.membersIncludingInherited(of: provider, visibleFrom: nil) where member.property != nil {
            byName[member.name, default: []].append(member)
        }
        propertiesByName[provider] = byName
        return byName[name] ?? []
    }

    private mutating func candidate(_ member: TypeMember) -> Candidate? {
        guard let property = member.property else { return nil }
        let place = MemberPlace(file: member.file, offset: property.name.offset)
        if let cached = candidateCache[place] { return cached }
        let source = builder.files[member.file].source
        var type = property.type.map { TypeText.normalise($0.text) }
        if type == nil, let initializer = property.initializer {
            type = DependencyResolver.constructedTypeName(source.text(Int(initializer.start)..<Int(initializer.end)))
        }
        var forwardsTo: String?
        if let block = property.accessorBlock {
            forwardsTo = DependencyResolver.forwardedName(source.text(Int(block.start)..<Int(block.end)))
        } else if let initializer = property.initializer, property.modifiers.contains(.lazy) {
            forwardsTo = DependencyResolver.forwardedName(source.text(Int(initializer.start)..<Int(initializer.end)))
        }
        let made = Candidate(location: builder.location(file: member.file, offset: property.name.offset), type: type, forwardsTo: forwardsTo)
        candidateCache[place] = made
        return made
    }

    /// `{ dependency.x }`, `{ return self.dependency.x }`, `dependency.x` -> `x`.
    static func forwardedName(_ text: String) -> String? {
        var bytes = Array(text.utf8).filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        if bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") { bytes = Array(bytes.dropFirst().dropLast()) }
        for prefix in ["get{", "return"] where bytes.starts(with: Array(prefix.utf8)) {
            bytes.removeFirst(prefix.utf8.count)
            if prefix == "get{", bytes.last == UInt8(ascii: "}") { bytes.removeLast() }
            if bytes.starts(with: Array("return".utf8)) { bytes.removeFirst("return".utf8.count) }
        }
        if bytes.starts(with: Array("self.".utf8)) { bytes.removeFirst("self.".utf8.count) }
        let head = Array("dependency.".utf8)
        guard bytes.starts(with: head) else { return nil }
        let rest = bytes.dropFirst(head.count)
        guard !rest.isEmpty, rest.allSatisfy(ModuleMap.isIdentifierByte) else { return nil }
        return String(decoding: rest, as: UTF8.self)
    }

    /// `Foo(...)` or `Module.Foo(...)` -> `Foo`'s normalised name; `nil` otherwise.
    static func constructedTypeName(_ text: String) -> String? {
        let bytes = Array(text.utf8).filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        // The call's `(` is the first one outside generic arguments: `Relay<(Int, String)>()`.
        var depth = 0
        var paren: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
            else if byte == UInt8(ascii: "("), depth == 0 { paren = index; break }
        }
        guard let paren, paren > 0, bytes.last == UInt8(ascii: ")"),
              let first = bytes.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        let name = bytes[..<paren]
        guard name.allSatisfy({ ModuleMap.isIdentifierByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<")
            || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")")
            || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "?") }) else { return nil }
        return TypeText.normalise(String(decoding: name, as: UTF8.self))
    }

    // MARK: style and providers

    private func style(of rib: RIB, dependency: TypeID) -> RIBDependencies.Style {
        let explicitlyConformed = types.directSubtypes(of: dependency).contains { types[$0].kind != .protocol }
        if explicitlyConformed { return .manual }
        if tree.edges(into: rib.id).contains(where: { $0.kind == .constructsComponent }) { return .needle }
        // Needle: the component is made with `parent:`, or is NeedleFoundation's. A dependency
        // that no class conforms to is also manual style when the builder is handed a protocol
        // that refines it (`XBuilder(dependency: dependency)`).
        if let component = rib.component, !(builder.componentSites[component] ?? []).isEmpty { return .needle }
        if let component = rib.component, builder.superclassGenericArguments(component).contains(dependency), usesNeedle(rib),
           !tree.edges(into: rib.id).contains(where: { $0.kind == .constructsBuilder && $0.provider != nil && ribOfType[$0.provider!] == nil }) {
            return .needle
        }
        return .manual
    }

    /// The tree's paths from a root to the RIB that makes C's builder or component, then C; just
    /// `[C]` when code outside every RIB makes it.
    private func paths(through host: RIBID?, to rib: RIBID) -> [[RIBID]] {
        guard let host else { return [[rib]] }
        return tree.paths(to: host).map { $0 + [rib] }
    }

    // MARK: Needle style: the parent chain of components

    /// `name: type` on `component` or the nearest ancestor along every parent chain above it. A
    /// chain that ends in a component nothing constructs (a bootstrap root, or one made outside
    /// the scan) ends the search: missing when that root is a bootstrap component, trusted
    /// otherwise.
    private mutating func lookUpNeedleChain(_ name: String, type: String, from component: TypeID,
                                            visited: inout Set<TypeID>) -> DependencyResolution {
        guard visited.insert(component).inserted, visited.count < 32 else { return .provided(by: builder.location(of: component)) }
        var mismatch: DependencyResolution?
        for member in properties(of: component, named: name) where member.access != .private {
            guard let candidate = candidate(member) else { continue }
            if candidate.type == nil || types.sameType(candidate.type!, type) { return .provided(by: candidate.location) }
            if mismatch == nil { mismatch = .typeMismatch(provider: candidate.location, providedType: candidate.type ?? "") }
        }
        let sites = builder.componentSites[component] ?? []
        let parents = sites.compactMap { builder.parentArgumentType(of: $0) }
        if parents.isEmpty {
            if !sites.isEmpty { return .provided(by: builder.location(of: component)) }
            // The top of the chain: a bootstrap component, or one whose own dependency is empty.
            let isRoot = types.isSubclass(component, ofAnyOf: ["BootstrapComponent"])
                || (types[component].superclass?.ref.text.contains("EmptyDependency") ?? false)
            return isRoot ? (mismatch ?? .missing) : (mismatch ?? .provided(by: builder.location(of: component)))
        }
        var provided: DependencyResolution?
        for parent in parents {
            var branch = visited
            let found = lookUpNeedleChain(name, type: type, from: parent, visited: &branch)
            if !found.isProvided { return mismatch ?? found }
            if provided == nil { provided = found }
        }
        return provided ?? .provided(by: builder.location(of: component))
    }

    // MARK: manual style: providers where the builder is constructed

    private struct Site {
        var host: RIBID?
        var provider: TypeID
    }

    /// The known objects handed to C's builder, one per construction site (sites whose argument
    /// riblint cannot type are left out: the compiler checks those).
    private func siteProviders(of rib: RIB) -> [Site] {
        guard let target = rib.builder else { return [] }
        var result: [Site] = []
        for construction in builder.builderSites[target] ?? [] {
            guard let provider = builder.dependencyArgumentType(of: construction) else { continue }
            let host = ribOfType[construction.enclosing]
            if !result.contains(where: { $0.host == host && $0.provider == provider }) {
                result.append(Site(host: host, provider: provider))
            }
        }
        return result
    }

    /// Whether riblint sees every member `provider` can have: no superclass outside the scan
    /// other than the framework's own bases.
    private func membersAreKnown(_ provider: TypeID) -> Bool {
        for link in types.superclassChain(of: provider) {
            guard case .external(let ref) = link else { continue }
            let name = TypeText.nominalName(ref.text)
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if !(builder.vocabulary.componentBases.contains(last) || builder.vocabulary.builderBases.contains(last)
                 || last == "NSObject") { return false }
        }
        return !types[provider].decl.attributes.contains { $0.contains("dynamicMemberLookup") }
    }

    /// A requirement of `dependency` on one provider. The provider is a class that conforms to
    /// the dependency protocol (so the compiler checks every requirement), a protocol, or a type
    /// riblint cannot see conform (then the compiler checks the call, and riblint trusts it).
    private mutating func resolve(_ name: String, type: String, dependency: TypeID, on provider: TypeID,
                                  forwarded: inout [SourceLocation], depth: Int) -> DependencyResolution {
        let trusted = DependencyResolution.provided(by: builder.location(of: provider))
        if types[provider].kind == .protocol {
            if provider == dependency || types.conforms(provider, to: dependency) { return trusted }
            if let declared = requirements(of: provider).first(where: { $0.name == name }) {
                return types.sameType(declared.type, type) ? .provided(by: declared.location)
                    : .typeMismatch(provider: declared.location, providedType: declared.type)
            }
            if let fallback = defaults(of: dependency, named: name).first { return .provided(by: fallback.location) }
            return trusted
        }
        let conforms = types.conforms(provider, to: dependency)
        let visible = conformanceFiles(of: provider, to: dependency)
        let own = candidates(on: provider, named: name, visibleIn: visible)
        func matches(_ candidate: Candidate) -> Bool { candidate.type == nil || types.sameType(candidate.type!, type) }
        var found = own + defaults(of: dependency, named: name).filter { applies($0, to: provider) }
        if !found.contains(where: matches) {
            // Only then the defaults of the other protocols the provider adopts: most requirements
            // are met above, and these repeat the dependency protocol's own.
            found += conformedDefaults(of: provider, named: name).filter { applies($0, to: provider) }
        }
        guard let match = found.first(where: matches) else {
            if let other = found.first { return .typeMismatch(provider: other.location, providedType: other.type ?? "") }
            return conforms && membersAreKnown(provider) ? .missing : trusted
        }
        if let upward = match.forwardsTo, depth < 8, let parent = ribOfType[provider],
           ribs[parent.rawValue].component == provider, let parentDependency = ribs[parent.rawValue].dependency {
            forwarded.append(match.location)
            guard let declared = requirements(of: parentDependency).first(where: { $0.name == upward }) else {
                if let fallback = defaults(of: parentDependency, named: upward).first { return .provided(by: fallback.location) }
                return membersAreKnown(provider) ? .missing : .provided(by: match.location)
            }
            // The parent's own requirement is checked (and reported) where the parent is built.
            _ = declared
        }
        return .provided(by: match.location)
    }

    // MARK: resolution

    /// The files where `provider` is declared to conform to `dependency`: `fileprivate` members
    /// there count.
    private mutating func conformanceFiles(of provider: TypeID, to dependency: TypeID) -> Set<FileIndex> {
        let key = ProviderConformance(provider: provider, dependency: dependency)
        if let cached = conformanceFilesCache[key] { return cached }
        let files = Set(types[provider].inheritedTypes.filter { $0.resolved == dependency || ($0.resolved.map { types.conforms($0, to: dependency) } ?? false) }.map(\.file))
        conformanceFilesCache[key] = files
        return files
    }

    private mutating func candidates(on provider: TypeID, named name: String, visibleIn files: Set<FileIndex>) -> [Candidate] {
        properties(of: provider, named: name).compactMap { member in
            guard member.access > .fileprivate || files.contains(member.file) else { return nil }
            return candidate(member)
        }
    }

    /// What Needle's generator registered for the dependency of `component` made under `parent`
    /// (a registered path ending `parent -> component`), where a `NeedleGenerated.swift` is
    /// present: the generated provider's property is the truth, whatever riblint's own lookup
    /// found. Nil where no generated file registers that pair or its provider lacks the name
    /// (a stale file: riblint's lookup stands).
    private func generatedProvider(_ name: String, dependency: TypeID, parent: TypeID, component: TypeID) -> DependencyResolution? {
        let registrations = builder.needleRegistrations
        guard !registrations.isEmpty else { return nil }
        let pair = [types[parent].name, types[component].name]
        let protocolName = types[dependency].name
        for registration in registrations where registration.dependency == protocolName && Array(registration.path.suffix(2)) == pair {
            guard let offset = registration.properties[name], let file = builder.generatedFileIndex[registration.file] else { continue }
            return .provided(by: builder.location(file: file, offset: offset))
        }
        return nil
    }

    /// Needle style: the nearest ancestor on the path whose component has a property of that
    /// name and type.
    private mutating func resolveNeedle(_ name: String, type: String, dependency: TypeID, path: [RIBID]) -> DependencyResolution {
        var nameOnly: Candidate?
        for ancestor in path.dropLast().reversed() {
            guard let component = ribs[ancestor.rawValue].component else { continue }
            for candidate in properties(of: component, named: name).compactMap({ member -> Candidate? in
                guard member.access != .private else { return nil }
                return self.candidate(member)
            }) {
                if candidate.type == nil || types.sameType(candidate.type!, type) { return .provided(by: candidate.location) }
                if nameOnly == nil { nameOnly = candidate }
            }
        }
        if let fallback = defaults(of: dependency, named: name).first(where: { $0.type == nil || types.sameType($0.type!, type) }) {
            return .provided(by: fallback.location)
        }
        // The generator's answer for the nearest ancestor's component as the parent.
        if let component = ribs[path.last!.rawValue].component,
           let parent = path.dropLast().reversed().first(where: { ribs[$0.rawValue].component != nil }).flatMap({ ribs[$0.rawValue].component }),
           let generated = generatedProvider(name, dependency: dependency, parent: parent, component: component) {
            return generated
        }
        if let nameOnly { return .typeMismatch(provider: nameOnly.location, providedType: nameOnly.type ?? "") }
        return .missing
    }

    // MARK: reads

    /// `dependency.x` read anywhere in C's component and builder (declarations and extensions), and
    /// whether `dependency` itself is passed to anything but C's component or `super.init`.
    /// Whether the RIB's component is NeedleFoundation's (`@dynamicMemberLookup` over its
    /// dependency, so `component.x` reads `dependency.x`).
    private func usesNeedle(_ rib: RIB) -> Bool {
        guard let component = rib.component else { return false }
        if types.isSubclass(component, ofAnyOf: ["NeedleFoundation.Component"]) { return true }
        return types[component].files.contains { file in builder.files[file].imports.contains { $0.path == "NeedleFoundation" } }
    }

    private func readNames(of rib: RIB, dynamicMembers: Bool) -> (Set<String>, Bool) {
        var names: Set<String> = []
        var escapes = false
        // Locals, not `self.`: the walk's closure runs for every node, and reaching `types` through
        // `self` copied the whole resolver each time (half of a run's time, measured).
        let types = self.types
        let bodies = builder.bodies
        let component = rib.component
        let ownNames: Set<String> = component.map { Set(types.membersIncludingInherited(of: $0, visibleFrom: nil).map(\.name)) } ?? []
        for host in [rib.component, rib.builder].compactMap({ $0 }) {
            for member in types[host].members {
                for range in member.decl.bodyRanges {
                    let file = member.file
                    ExprWalker.walk(bodies.block(file: file, range: range)) { expr in
                        if case .call(let call) = expr, !escapes {
                            let passesDependency = call.arguments.contains {
                                // `component.dependency` or `self.dependency` handed on whole: the
                                // receiver reads the requirements out of sight.
                                if case .member(_, let name) = $0.value, name.text == "dependency" { return true }
                                guard case .identifier(let name) = $0.value else { return false }
                                // The component handed whole to an interactor or a helper: what
                                // it reads there through `component.dependency` is out of sight.
                                if name.text == "component", let label = $0.label?.text, label != "dependency", label != "parent" {
                                    return true
                                }
                                return name.text == "dependency"
                            }
                            if passesDependency {
                                let callee = ExprWalker.dottedName(call.callee) ?? ""
                                let isOwnComponent = component.map { types.lookup(callee, fromFile: file) == $0 } ?? false
                                if !isOwnComponent && callee != "super.init" { escapes = true }
                            }
                        }
                        guard case .member(let base?, let name) = expr else { return }
                        if dynamicMembers, case .identifier(let holder) = base, holder.text == "component",
                           component != nil, name.text != "dependency", !ownNames.contains(name.text) {
                            names.insert(name.text)
                        }
                        switch base {
                        case .identifier(let identifier) where identifier.text == "dependency":
                            names.insert(name.text)
                        case .member(_, let inner) where inner.text == "dependency":
                            names.insert(name.text)
                        case .postfix(.identifier(let identifier), _) where identifier.text == "dependency":
                            names.insert(name.text)
                        default:
                            break
                        }
                    }
                }
            }
        }
        return (names, escapes)
    }
}
