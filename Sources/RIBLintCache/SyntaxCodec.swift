import RIBLintAST
import RIBLintLexer

/// A compact binary form of a file's lightweight AST (declarations, comments, diagnostics), so
/// that an unchanged file is decoded instead of lexed and parsed again. Bodies are not stored:
/// they stay byte ranges of the source, parsed on demand as always.
///
/// Within a file, a type's spelling (without generic arguments) is written once: the next time,
/// its number in the order of first appearance (`Encoder.typeRef`). Most references of a file
/// spell a few types, so most are decoded without reading or hashing their text again.
///
/// Decoding validates everything it reads (lengths, enum tags, nesting, and every offset against
/// the file's size), so a damaged entry is an error, never a trap or an out-of-bounds range.
public enum SyntaxCodec {
    /// Bumped whenever the encoding or the AST's meaning changes.
    public static let formatVersion: UInt64 = 10
    /// Written for a file whose bytes were kept (`FileSyntax.byteFacts` nil).
    static let noByteFacts: UInt8 = 0xFF

    public static func encode(_ file: FileSyntax) -> [UInt8] {
        var encoder = Encoder(writer: ByteWriter(capacity: file.source.byteCount / 4))
        encoder.file(file)
        return encoder.writer.bytes
    }

    /// The AST of `source` from `bytes` written by `encode` for the same content.
    public static func decode(_ bytes: UnsafeRawBufferPointer, source: SourceBuffer) throws -> FileSyntax {
        try NameTable.borrow { names in
            var decoder = Decoder(reader: ByteReader(bytes), limit: UInt32(clamping: source.byteCount))
            decoder.reader.names = names
            let file = try decoder.file(source)
            guard decoder.reader.isAtEnd else { throw CacheDecodingError("trailing bytes") }
            return file
        }
    }

    /// Only the skim of an entry written by `encode`, and whether the entry holds nothing else:
    /// what relevance needs, without decoding (or validating) the declarations after it.
    public static func decodeSkim(_ bytes: UnsafeRawBufferPointer) throws -> (skim: FileSkim, isSkimOnly: Bool) {
        var decoder = Decoder(reader: ByteReader(bytes), limit: 0)
        return try decoder.skim()
    }

    public static func decode(_ bytes: [UInt8], source: SourceBuffer) throws -> FileSyntax {
        try bytes.withUnsafeBytes { try decode($0, source: source) }
    }

    /// A hash of what a skim holds, the same in every run (unlike `Hasher`'s): a file whose
    /// skim hash is the one of the last run tells relevance nothing new.
    public static func skimHash(_ skim: FileSkim) -> ContentHash {
        var encoder = Encoder(writer: ByteWriter(capacity: 64 + 8 * skim.referencedNames.count))
        encoder.skim(skim)
        return ContentHash.of(encoder.writer.bytes)
    }

    /// Where the skim ends in bytes written by `encode`: the cache stores the skim apart from the
    /// rest, so that a run that needs only skims reads only those.
    public static func skimLength(of bytes: UnsafeRawBufferPointer) throws -> Int {
        var decoder = Decoder(reader: ByteReader(bytes), limit: 0)
        _ = try decoder.skim()
        return decoder.reader.position
    }

    /// The AST from `encode`'s bytes cut in two at `skimLength`.
    public static func decode(skim: UnsafeRawBufferPointer, rest: UnsafeRawBufferPointer, source: SourceBuffer) throws -> FileSyntax {
        try NameTable.borrow { names in
            var decoder = Decoder(reader: ByteReader(skim), limit: UInt32(clamping: source.byteCount))
            var file = FileSyntax(source: source)
            (file.skim, file.isSkimOnly) = try decoder.skim()
            guard decoder.reader.isAtEnd else { throw CacheDecodingError("trailing bytes after the skim") }
            decoder.reader = ByteReader(rest)
            decoder.reader.names = names
            try decoder.declarations(into: &file)
            guard decoder.reader.isAtEnd else { throw CacheDecodingError("trailing bytes") }
            return file
        }
    }
}

// MARK: - encoding

private struct Encoder {
    var writer: ByteWriter
    /// The spellings written so far, by number. Keyed by identity: the parser and the decoder
    /// share one spelling among the references spelled alike, and hashing an identity is cheap
    /// where hashing the texts cost more than the writing saved. Two equal spellings that are
    /// not shared are simply both written.
    var spellingNumbers: [ObjectIdentifier: UInt64] = [:]

    mutating func skim(_ skim: FileSkim) {
        writer.bool(skim.hasDirective)
        writer.int(skim.declarations.count)
        for declaration in skim.declarations {
            writer.byte(declaration.kind.rawValue)
            writer.fixed64(declaration.name)
            writer.int(declaration.mentions.count)
            for mention in declaration.mentions { writer.fixed64(mention) }
        }
        writer.strings(skim.imports)
        writer.int(skim.referencedNames.count)
        for hash in skim.referencedNames { writer.fixed64(hash) }
    }

    mutating func file(_ file: FileSyntax) {
        // The skim first: relevance needs only it, and `decodeSkim` stops there.
        writer.bool(file.isSkimOnly)
        skim(file.skim)
        writer.int(file.imports.count)
        for item in file.imports {
            writer.string(item.path)
            writer.strings(item.attributes)
            writer.uint(item.offset)
        }
        writer.int(file.types.count)
        for type in file.types { self.type(type) }
        writer.int(file.functions.count)
        for function in file.functions { self.function(function) }
        writer.int(file.variables.count)
        for property in file.variables { self.property(property) }
        writer.int(file.typeAliases.count)
        for alias in file.typeAliases { typeAlias(alias) }
        writer.int(file.comments.count)
        for comment in file.comments {
            writer.byte(comment.kind.rawValue)
            writer.uint(comment.start)
            writer.uint(comment.end)
        }
        writer.int(file.diagnostics.count)
        for diagnostic in file.diagnostics {
            writer.uint(diagnostic.offset)
            writer.string(diagnostic.message)
        }
        // A released file's facts, so that a later run can decode it without reading it.
        writer.byte(file.byteFacts.map(\.rawValue) ?? SyntaxCodec.noByteFacts)
    }

    mutating func name(_ name: Name) {
        writer.string(name.text)
        writer.uint(name.offset)
    }

    mutating func range(_ range: SourceRange) {
        writer.uint(range.start)
        writer.uint(range.end)
    }

    mutating func optionalRange(_ range: SourceRange?) {
        writer.bool(range != nil)
        if let range { self.range(range) }
    }

    /// A tag, then the offset: 0 for a spelling without generic arguments written for the first
    /// time (text, name, optionality), 1 for one with generic arguments (never shared: they carry
    /// their own offsets), and 2 plus its number for a spelling written before.
    mutating func typeRef(_ type: TypeRef) {
        if type.genericArguments.isEmpty {
            let identity = ObjectIdentifier(type.spelling)
            if let number = spellingNumbers[identity] {
                writer.uint(number + 2)
            } else {
                spellingNumbers[identity] = UInt64(spellingNumbers.count)
                writer.uint(0 as UInt64)
                writer.string(type.text)
                writer.string(type.name)
                writer.bool(type.isOptional)
            }
        } else {
            writer.uint(1 as UInt64)
            writer.string(type.text)
            writer.string(type.name)
            writer.int(type.genericArguments.count)
            for argument in type.genericArguments { typeRef(argument) }
            writer.bool(type.isOptional)
        }
        writer.uint(type.offset)
    }

    mutating func optionalTypeRef(_ type: TypeRef?) {
        writer.bool(type != nil)
        if let type { typeRef(type) }
    }

    mutating func typeRefs(_ list: [TypeRef]) {
        writer.int(list.count)
        for type in list { typeRef(type) }
    }

    mutating func ifConfig(_ branches: [IfConfigBranch]) {
        writer.int(branches.count)
        for branch in branches {
            writer.optionalString(branch.condition)
            writer.int(branch.index)
        }
    }

    mutating func type(_ type: TypeDecl) {
        writer.byte(Tags.typeKind(type.kind))
        name(type.name)
        optionalTypeRef(type.extendedType)
        writer.strings(type.genericParameters)
        typeRefs(type.inheritedTypes)
        writer.optionalString(type.whereClause)
        writer.uint(type.modifiers.rawValue)
        writer.strings(type.attributes)
        writer.int(type.members.count)
        for member in type.members { self.member(member) }
        range(type.range)
        range(type.bodyRange)
        ifConfig(type.ifConfig)
    }

    mutating func member(_ member: MemberDecl) {
        switch member {
        case .property(let property):
            writer.byte(0)
            self.property(property)
        case .function(let function):
            writer.byte(1)
            self.function(function)
        case .type(let type):
            writer.byte(2)
            self.type(type)
        case .enumCase(let enumCase):
            writer.byte(3)
            name(enumCase.name)
            parameters(enumCase.associatedValues)
            ifConfig(enumCase.ifConfig)
        case .typeAlias(let alias):
            writer.byte(4)
            typeAlias(alias)
        }
    }

    mutating func property(_ property: PropertyDecl) {
        name(property.name)
        writer.bool(property.isLet)
        optionalTypeRef(property.type)
        writer.uint(property.modifiers.rawValue)
        writer.strings(property.attributes)
        optionalRange(property.initializer)
        optionalRange(property.accessorBlock)
        writer.byte(property.accessorTraits.rawValue)
        writer.bool(property.isComputed)
        range(property.range)
        ifConfig(property.ifConfig)
        writer.strings(property.accessors)
    }

    mutating func parameters(_ list: [Parameter]) {
        writer.int(list.count)
        for parameter in list {
            writer.optionalString(parameter.label)
            writer.string(parameter.name)
            optionalTypeRef(parameter.type)
            optionalRange(parameter.defaultValue)
        }
    }

    mutating func function(_ function: FunctionDecl) {
        writer.byte(Tags.functionKind(function.kind))
        name(function.name)
        writer.strings(function.genericParameters)
        parameters(function.parameters)
        optionalTypeRef(function.returnType)
        writer.uint(function.modifiers.rawValue)
        writer.strings(function.attributes)
        writer.strings(function.effects)
        optionalRange(function.body)
        writer.byte(function.bodyTraits.rawValue)
        range(function.range)
        ifConfig(function.ifConfig)
        writer.optionalString(function.failability)
    }

    mutating func typeAlias(_ alias: TypeAliasDecl) {
        name(alias.name)
        optionalTypeRef(alias.type)
        writer.bool(alias.isAssociatedType)
        writer.uint(alias.modifiers.rawValue)
        ifConfig(alias.ifConfig)
        typeRefs(alias.inheritedTypes)
    }
}

// MARK: - decoding

private struct Decoder {
    var reader: ByteReader
    /// The file's size: every offset must lie within it.
    let limit: UInt32
    var depth = 0
    /// The spellings without generic arguments read so far, by number (`Encoder.typeRef`).
    var spellings: [TypeSpelling] = []

    /// Deeper nesting than the parser produces on real code means a damaged entry; a real file
    /// that deep is simply parsed again.
    static let maximumDepth = 200

    mutating func file(_ source: SourceBuffer) throws -> FileSyntax {
        var file = FileSyntax(source: source)
        (file.skim, file.isSkimOnly) = try skim()
        try declarations(into: &file)
        return file
    }

    /// Everything `file` holds after the skim.
    mutating func declarations(into file: inout FileSyntax) throws {
        let importCount = try reader.count()
        file.imports.reserveCapacity(importCount)
        for _ in 0..<importCount {
            file.imports.append(ImportDecl(path: try reader.string(), attributes: try reader.strings(), offset: try offset()))
        }
        let typeCount = try reader.count()
        file.types.reserveCapacity(typeCount)
        for _ in 0..<typeCount { file.types.append(try type()) }
        let functionCount = try reader.count()
        for _ in 0..<functionCount { file.functions.append(try function()) }
        let variableCount = try reader.count()
        for _ in 0..<variableCount { file.variables.append(try property()) }
        let aliasCount = try reader.count()
        for _ in 0..<aliasCount { file.typeAliases.append(try typeAlias()) }
        let commentCount = try reader.count()
        file.comments.reserveCapacity(commentCount)
        for _ in 0..<commentCount {
            guard let kind = Comment.Kind(rawValue: try reader.byte()) else { throw CacheDecodingError("bad comment kind") }
            let range = try self.range()
            file.comments.append(Comment(kind: kind, start: range.start, end: range.end))
        }
        let diagnosticCount = try reader.count()
        for _ in 0..<diagnosticCount {
            file.diagnostics.append(SyntaxDiagnostic(offset: try offset(), message: try reader.string()))
        }
        let facts = try reader.byte()
        file.byteFacts = facts == SyntaxCodec.noByteFacts ? nil : ByteFacts(rawValue: facts)
    }

    mutating func skim() throws -> (FileSkim, isSkimOnly: Bool) {
        let isSkimOnly = try reader.bool()
        var skim = FileSkim()
        skim.hasDirective = try reader.bool()
        let declarationCount = try reader.count()
        skim.declarations.reserveCapacity(declarationCount)
        for _ in 0..<declarationCount {
            guard let kind = FileSkim.Declaration.Kind(rawValue: try reader.byte()) else { throw CacheDecodingError("bad declaration kind") }
            let name = try reader.fixed64()
            let mentionCount = try reader.count()
            var mentions: [UInt64] = []
            mentions.reserveCapacity(mentionCount)
            for _ in 0..<mentionCount { mentions.append(try reader.fixed64()) }
            skim.declarations.append(FileSkim.Declaration(kind: kind, name: name, mentions: mentions))
        }
        skim.imports = try reader.strings()
        let hashCount = try reader.count()
        skim.referencedNames.reserveCapacity(hashCount)
        var previous: UInt64? = nil
        for _ in 0..<hashCount {
            let hash = try reader.fixed64()
            // Sorted without repeats, as the skimmer writes them.
            if let previous, hash <= previous { throw CacheDecodingError("unsorted names") }
            skim.referencedNames.append(hash)
            previous = hash
        }
        return (skim, isSkimOnly)
    }

    mutating func offset() throws -> UInt32 {
        let value = try reader.uint32()
        guard value <= limit else { throw CacheDecodingError("offset beyond the file") }
        return value
    }

    mutating func name() throws -> Name {
        Name(try reader.string(), offset: try offset())
    }

    mutating func range() throws -> SourceRange {
        let start = try offset()
        let end = try offset()
        guard start <= end else { throw CacheDecodingError("inverted range") }
        return SourceRange(start: start, end: end)
    }

    mutating func optionalRange() throws -> SourceRange? {
        try reader.bool() ? try range() : nil
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Decoder.maximumDepth else { throw CacheDecodingError("nesting too deep") }
    }

    mutating func typeRef() throws -> TypeRef {
        try enter()
        defer { depth -= 1 }
        let tag = try reader.uint()
        switch tag {
        case 0:
            let textBytes = try reader.stringBytes()
            let nameBytes = try reader.stringBytes()
            let isOptional = try reader.bool()
            let spelling: TypeSpelling
            if let names = reader.names {
                // Shared through the thread's table, as the parser shares it: one hash of the text
                // finds its string and the spelling (a name that is its text needs no other).
                let name = ByteReader.same(nameBytes, textBytes) ? nil : names.string(nameBytes)
                spelling = names.spelling(textBytes, name: name, isOptional: isOptional)
            } else {
                spelling = TypeSpelling(text: reader.string(of: textBytes), name: reader.string(of: nameBytes), isOptional: isOptional)
            }
            spellings.append(spelling)
            return TypeRef(spelling: spelling, offset: try offset())
        case 1:
            // With generic arguments, whose offsets are their own: a spelling of its own.
            let text = try reader.string()
            let name = try reader.string()
            let argumentCount = try reader.count()
            var arguments: [TypeRef] = []
            arguments.reserveCapacity(argumentCount)
            for _ in 0..<argumentCount { arguments.append(try typeRef()) }
            let isOptional = try reader.bool()
            return TypeRef(text: text, name: name, genericArguments: arguments, isOptional: isOptional, offset: try offset())
        default:
            let number = tag - 2
            guard number < UInt64(spellings.count) else { throw CacheDecodingError("spelling number out of range") }
            return TypeRef(spelling: spellings[Int(number)], offset: try offset())
        }
    }

    mutating func optionalTypeRef() throws -> TypeRef? {
        try reader.bool() ? try typeRef() : nil
    }

    mutating func typeRefs() throws -> [TypeRef] {
        let count = try reader.count()
        var list: [TypeRef] = []
        if count > 0 { list.reserveCapacity(count) }  // reserving nothing still costs a call
        for _ in 0..<count { list.append(try typeRef()) }
        return list
    }

    mutating func ifConfig() throws -> [IfConfigBranch] {
        let count = try reader.count()
        var list: [IfConfigBranch] = []
        for _ in 0..<count {
            let condition = try reader.optionalString()
            list.append(IfConfigBranch(condition: condition, index: Int(try reader.uint32())))
        }
        return list
    }

    mutating func modifiers() throws -> Modifiers {
        Modifiers(rawValue: try reader.uint32())
    }

    mutating func type() throws -> TypeDecl {
        try enter()
        defer { depth -= 1 }
        let kind = try Tags.typeKind(try reader.byte())
        let name = try self.name()
        let extendedType = try optionalTypeRef()
        let genericParameters = try reader.strings()
        let inheritedTypes = try typeRefs()
        let whereClause = try reader.optionalString()
        let modifiers = try self.modifiers()
        let attributes = try reader.strings()
        let memberCount = try reader.count()
        var members: [MemberDecl] = []
        if memberCount > 0 { members.reserveCapacity(memberCount) }
        for _ in 0..<memberCount { members.append(try member()) }
        let range = try self.range()
        let bodyRange = try self.range()
        return TypeDecl(kind: kind, name: name, extendedType: extendedType, genericParameters: genericParameters,
                        inheritedTypes: inheritedTypes, whereClause: whereClause, modifiers: modifiers,
                        attributes: attributes, members: members, range: range, bodyRange: bodyRange,
                        ifConfig: try ifConfig())
    }

    mutating func member() throws -> MemberDecl {
        switch try reader.byte() {
        case 0: return .property(try property())
        case 1: return .function(try function())
        case 2: return .type(try type())
        case 3:
            let name = try self.name()
            let values = try parameters()
            return .enumCase(EnumCaseDecl(name: name, associatedValues: values, ifConfig: try ifConfig()))
        case 4: return .typeAlias(try typeAlias())
        default: throw CacheDecodingError("bad member tag")
        }
    }

    mutating func property() throws -> PropertyDecl {
        let name = try self.name()
        let isLet = try reader.bool()
        let type = try optionalTypeRef()
        let modifiers = try self.modifiers()
        let attributes = try reader.strings()
        let initializer = try optionalRange()
        let accessorBlock = try optionalRange()
        let accessorTraits = BodyTraits(rawValue: try reader.byte())
        let isComputed = try reader.bool()
        let range = try self.range()
        let branches = try self.ifConfig()
        return PropertyDecl(name: name, isLet: isLet, type: type, modifiers: modifiers, attributes: attributes,
                            initializer: initializer, accessorBlock: accessorBlock, accessorTraits: accessorTraits,
                            isComputed: isComputed, range: range, ifConfig: branches, accessors: try reader.strings())
    }

    mutating func parameters() throws -> [Parameter] {
        let count = try reader.count()
        var list: [Parameter] = []
        if count > 0 { list.reserveCapacity(count) }  // reserving nothing still costs a call
        for _ in 0..<count {
            let label = try reader.optionalString()
            let name = try reader.string()
            let type = try optionalTypeRef()
            list.append(Parameter(label: label, name: name, type: type, defaultValue: try optionalRange()))
        }
        return list
    }

    mutating func function() throws -> FunctionDecl {
        let kind = try Tags.functionKind(try reader.byte())
        let name = try self.name()
        let genericParameters = try reader.strings()
        let parameters = try self.parameters()
        let returnType = try optionalTypeRef()
        let modifiers = try self.modifiers()
        let attributes = try reader.strings()
        let effects = try reader.strings()
        let body = try optionalRange()
        let bodyTraits = BodyTraits(rawValue: try reader.byte())
        let range = try self.range()
        let branches = try self.ifConfig()
        return FunctionDecl(kind: kind, name: name, genericParameters: genericParameters, parameters: parameters,
                            returnType: returnType, modifiers: modifiers, attributes: attributes, effects: effects,
                            body: body, bodyTraits: bodyTraits, range: range, ifConfig: branches,
                            failability: try reader.optionalString())
    }

    mutating func typeAlias() throws -> TypeAliasDecl {
        let name = try self.name()
        let type = try optionalTypeRef()
        let isAssociatedType = try reader.bool()
        let modifiers = try self.modifiers()
        var alias = TypeAliasDecl(name: name, type: type, isAssociatedType: isAssociatedType, modifiers: modifiers,
                                  ifConfig: try ifConfig())
        alias.inheritedTypes = try typeRefs()
        return alias
    }
}

/// Stable numbers for the AST's enums: their raw values are names, and the encoding must not
/// change when a case is renamed.
private enum Tags {
    static let typeKinds: [TypeKind] = [.class, .struct, .enum, .protocol, .actor, .extension]
    static let functionKinds: [FunctionDecl.Kind] = [.function, .initializer, .deinitializer, .subscript]

    static func typeKind(_ kind: TypeKind) -> UInt8 { UInt8(typeKinds.firstIndex(of: kind)!) }
    static func typeKind(_ tag: UInt8) throws -> TypeKind {
        guard Int(tag) < typeKinds.count else { throw CacheDecodingError("bad type kind") }
        return typeKinds[Int(tag)]
    }

    static func functionKind(_ kind: FunctionDecl.Kind) -> UInt8 { UInt8(functionKinds.firstIndex(of: kind)!) }
    static func functionKind(_ tag: UInt8) throws -> FunctionDecl.Kind {
        guard Int(tag) < functionKinds.count else { throw CacheDecodingError("bad function kind") }
        return functionKinds[Int(tag)]
    }
}
