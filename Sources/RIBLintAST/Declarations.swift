import RIBLintLexer

/// A half-open byte range in one file.
public struct SourceRange: Sendable, Hashable {
    public var start: UInt32
    public var end: UInt32
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    /// Stands for "no range" in packed storage, where an optional would take a word more.
    static let absent = SourceRange(start: .max, end: .max)
    var isAbsent: Bool { start == .max && end == .max }
}

/// A name as written, with the byte offset of its first byte (findings point at names).
public struct Name: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var offset: UInt32
    public init(_ text: String, offset: UInt32) {
        self.text = text
        self.offset = offset
    }
    public var description: String { text }
}

/// Where a declaration sits among `#if` / `#elseif` / `#else` branches: one entry per
/// enclosing `#if`, outermost first. Both sides of every `#if` are scanned, because either
/// may be compiled.
public struct IfConfigBranch: Sendable, Hashable {
    /// The condition text of the branch (`os(iOS)`), or `nil` for `#else`.
    public var condition: String?
    /// 0 for the `#if` branch, 1 for the first `#elseif` or `#else`, and so on.
    public var index: Int
    public init(condition: String?, index: Int) {
        self.condition = condition
        self.index = index
    }
}

/// A type as written: `PresentableInteractor<FooPresentable>`, `[String: Int]?`, `() -> Void`.
///
/// Where the reference is (`offset`) is kept apart from what it says (`TypeSpelling`), so that the
/// many references that spell a type the same way (`String`, `FooListener?`) share one spelling:
/// a reference is 12 bytes (16 in an array) instead of 48, and copying one retains one object
/// instead of three. The parser and the cache's decoder share spellings through
/// `NameTable.spelling`.
public struct TypeRef: Sendable, Hashable, CustomStringConvertible {
    public let spelling: TypeSpelling
    public var offset: UInt32

    public init(text: String, name: String, genericArguments: [TypeRef] = [], isOptional: Bool = false, offset: UInt32) {
        spelling = TypeSpelling(text: text, name: name, genericArguments: genericArguments, isOptional: isOptional)
        self.offset = offset
    }

    public init(spelling: TypeSpelling, offset: UInt32) {
        self.spelling = spelling
        self.offset = offset
    }

    /// The whole type, whitespace-normalised (`[String: Int]?`, `Observable<Int>`).
    public var text: String { spelling.text }
    /// The nominal name without generic arguments or sugar: `PresentableInteractor`,
    /// `NeedleFoundation.Component`; for `Foo?`, `Foo!` and `Optional<Foo>` it is `Foo`'s name.
    /// Empty for tuples, functions and collections.
    public var name: String { spelling.name }
    /// Generic arguments of the nominal type (`[FooPresentable]`).
    public var genericArguments: [TypeRef] { spelling.genericArguments }
    /// `Foo?`, `Foo!` or `Optional<Foo>`.
    public var isOptional: Bool { spelling.isOptional }
    public var description: String { text }

    public static func == (lhs: TypeRef, rhs: TypeRef) -> Bool {
        lhs.offset == rhs.offset && lhs.spelling == rhs.spelling
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spelling)
        hasher.combine(offset)
    }
}

/// What a `TypeRef` says: its text, nominal name, generic arguments and optionality. Immutable,
/// so references share it freely. A spelling with generic arguments is never shared: the
/// arguments carry their own offsets.
public final class TypeSpelling: Sendable, Hashable {
    public let text: String
    public let name: String
    public let genericArguments: [TypeRef]
    public let isOptional: Bool

    public init(text: String, name: String, genericArguments: [TypeRef] = [], isOptional: Bool = false) {
        self.text = text
        self.name = name
        self.genericArguments = genericArguments
        self.isOptional = isOptional
    }

    public static func == (lhs: TypeSpelling, rhs: TypeSpelling) -> Bool {
        lhs === rhs || (lhs.text == rhs.text && lhs.name == rhs.name && lhs.isOptional == rhs.isOptional
            && lhs.genericArguments == rhs.genericArguments)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(name)
        hasher.combine(genericArguments)
        hasher.combine(isOptional)
    }
}

/// Declaration modifiers.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let weak = Modifiers(rawValue: 1 << 0)
    public static let unowned = Modifiers(rawValue: 1 << 1)
    public static let lazy = Modifiers(rawValue: 1 << 2)
    public static let `static` = Modifiers(rawValue: 1 << 3)
    public static let `class` = Modifiers(rawValue: 1 << 4)
    public static let final = Modifiers(rawValue: 1 << 5)
    public static let override = Modifiers(rawValue: 1 << 6)
    public static let `private` = Modifiers(rawValue: 1 << 7)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 8)
    public static let `internal` = Modifiers(rawValue: 1 << 9)
    public static let `public` = Modifiers(rawValue: 1 << 10)
    public static let open = Modifiers(rawValue: 1 << 11)
    public static let mutating = Modifiers(rawValue: 1 << 12)
    public static let required = Modifiers(rawValue: 1 << 13)
    public static let convenience = Modifiers(rawValue: 1 << 14)
    public static let dynamic = Modifiers(rawValue: 1 << 15)
    public static let optional = Modifiers(rawValue: 1 << 16)
    public static let nonisolated = Modifiers(rawValue: 1 << 17)
    public static let indirect = Modifiers(rawValue: 1 << 18)
    /// `private(set)`, `fileprivate(set)`, ... (the setter is restricted; the getter keeps
    /// the declaration's other access modifier)
    public static let restrictedSetter = Modifiers(rawValue: 1 << 19)
    public static let nonmutating = Modifiers(rawValue: 1 << 20)
    public static let unownedUnsafe = Modifiers(rawValue: 1 << 21)

    public enum AccessLevel: String, Sendable, Comparable {
        case `private`, `fileprivate`, `internal`, `public`, open
        private var rank: Int {
            switch self {
            case .private: 0
            case .fileprivate: 1
            case .internal: 2
            case .public: 3
            case .open: 4
            }
        }
        public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
    }

    /// The declared access level (`internal` when none is written).
    public var accessLevel: AccessLevel {
        if contains(.private) { return .private }
        if contains(.fileprivate) { return .fileprivate }
        if contains(.open) { return .open }
        if contains(.public) { return .public }
        return .internal
    }
}

public struct ImportDecl: Sendable, Hashable {
    /// `Foundation`, `RIBs`, `UIKit.UIView` (submodule / declaration imports keep the path).
    public var path: String
    /// `@testable`, `@_exported`, ...
    public var attributes: [String]
    public var offset: UInt32
    public init(path: String, attributes: [String], offset: UInt32) {
        self.path = path
        self.attributes = attributes
        self.offset = offset
    }
}

public enum TypeKind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// A class, struct, enum, protocol, actor or extension.
///
/// A class, unlike the other declarations: the model keeps every type declaration in several places
/// (its type, its extensions, the walks of the rules), and a copy of a struct this size retains a
/// dozen strings and arrays scattered in memory (measured: a fifth of building the type index).
/// Only the parser sets its fields, so sharing one is safe.
public final class TypeDecl: @unchecked Sendable {
    // Stored in this order so that the small fields fill the gaps the larger ones leave; what few
    // types have (generic parameters, a `where` clause, attributes, `#if` branches) is in one box.
    /// The type's name; for an extension the extended type as written (`Foo`, `A.B`,
    /// `Array<Int>` keeps only `Array`... see `extendedType`).
    public internal(set) var name: Name
    private var typeCount: Int32
    /// For an extension, the extended type in full (`A.B`, `Array<Int>`).
    public let extendedType: TypeRef?
    public internal(set) var inheritedTypes: [TypeRef]
    public internal(set) var members: [MemberDecl] {
        didSet { typeCount = Int32(clamping: TypeDecl.countDeclaredTypes(kind: kind, members: members)) }
    }
    public internal(set) var modifiers: Modifiers
    /// From the first attribute or modifier to the closing brace.
    public internal(set) var range: SourceRange
    /// Byte range of the body between (and including) its braces.
    public internal(set) var bodyRange: SourceRange
    public let kind: TypeKind
    private let rare: RareMemberParts?

    public var genericParameters: [String] { rare?.genericParameters ?? [] }
    /// The `where` clause text, if any (`Element: Equatable`).
    public var whereClause: String? { rare?.words.first }
    /// Attributes without arguments' whitespace: `@objc`, `@MainActor`, `@objc(Foo)`.
    public var attributes: [String] { rare?.attributes ?? [] }
    public var ifConfig: [IfConfigBranch] { rare?.ifConfig ?? [] }
    /// This type and the types nested in it, transitively (extensions and types nested in them
    /// excluded; 0 for an extension): lets the type index number types without walking members.
    public var declaredTypeCount: Int { Int(typeCount) }

    public init(kind: TypeKind, name: Name, extendedType: TypeRef? = nil, genericParameters: [String] = [],
                inheritedTypes: [TypeRef] = [], whereClause: String? = nil, modifiers: Modifiers = [],
                attributes: [String] = [], members: [MemberDecl] = [], range: SourceRange,
                bodyRange: SourceRange, ifConfig: [IfConfigBranch] = []) {
        self.kind = kind
        self.name = name
        self.extendedType = extendedType
        self.inheritedTypes = inheritedTypes
        self.modifiers = modifiers
        self.members = members
        self.range = range
        self.bodyRange = bodyRange
        rare = RareMemberParts.unlessEmpty(attributes: attributes, ifConfig: ifConfig, words: whereClause.map { [$0] } ?? [],
                                           genericParameters: genericParameters)
        typeCount = Int32(clamping: TypeDecl.countDeclaredTypes(kind: kind, members: members))
    }

    private static func countDeclaredTypes(kind: TypeKind, members: [MemberDecl]) -> Int {
        guard kind != .extension else { return 0 }
        var total = 1
        for case .type(let nested) in members { total += nested.declaredTypeCount }
        return total
    }
}

/// What a body's tokens show at a glance, noted by the parser as it passes over the body, so
/// that a rule can set most bodies aside without their bytes (a file whose bytes were released
/// would have to be read again for them) and without parsing them.
public struct BodyTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The keyword `self` occurs (in a closure, an interpolation, anywhere).
    public static let namesSelf = BodyTraits(rawValue: 1 << 0)
    /// An `=` or a compound assignment (`+=`, `??=`) is followed, after any `(`, by `{` or `[`:
    /// a closure or collection literal may be stored.
    public static let assignsBracketedValue = BodyTraits(rawValue: 1 << 1)
    /// A name `append`, `insert` or `updateValue` occurs: something may be added to a collection.
    public static let namesCollectionAdder = BodyTraits(rawValue: 1 << 2)
    /// Every trait: what a body of unknown tokens is assumed to have.
    public static let unknown: BodyTraits = [.namesSelf, .assignsBracketedValue, .namesCollectionAdder]
}

/// A stored or computed property (`var`/`let`), in a type or at top level.
/// `let a = 1, b = 2` gives two `PropertyDecl`s.
///
/// A class, immutable: the model, the analyses and the rules take members out of their
/// declarations hundreds of thousands of times a run, and a reference is one retain where a
/// struct of this size was a retain for each of its fields. Its storage is packed: optional
/// ranges as a sentinel, the accessor list as an index into the common lists, and the parts few
/// properties have (attributes, `#if` branches, an unusual accessor list) in one box that most
/// properties go without (measured on the 600-RIB app: 93,000 properties held at the peak).
public final class PropertyDecl: Sendable {
    // Stored in this order so that the small fields fill the gaps the larger ones leave.
    public let name: Name
    /// What the accessor block's tokens show (`unknown` when not noted; empty without a block).
    public let accessorTraits: BodyTraits
    /// True for `let`.
    public let isLet: Bool
    /// True when the property has a getter body (a computed property), false when it is
    /// stored (possibly with `willSet`/`didSet` observers) or a protocol requirement.
    public let isComputed: Bool
    /// An index into `SharedWordLists.accessors`, or `SharedWordLists.uncommon` when `rare` holds the list.
    private let accessorList: UInt8
    public let type: TypeRef?
    public let modifiers: Modifiers
    public let range: SourceRange
    private let initializerRange: SourceRange
    private let accessorRange: SourceRange
    private let rare: RareMemberParts?

    public var attributes: [String] { rare?.attributes ?? [] }
    /// The expression after `=`, if any.
    public var initializer: SourceRange? { initializerRange.isAbsent ? nil : initializerRange }
    /// The braces of a computed property or of observers/accessors (`{ get set }`,
    /// `{ didSet { ... } }`, `{ return x }`), including the braces.
    public var accessorBlock: SourceRange? { accessorRange.isAbsent ? nil : accessorRange }
    public var ifConfig: [IfConfigBranch] { rare?.ifConfig ?? [] }
    /// Accessor keywords in the accessor block in order (`get`, `set`, `willSet`, `didSet`);
    /// `["get"]` for an implicit getter, empty for a stored property without observers.
    public var accessors: [String] {
        SharedWordLists.accessors.list(at: accessorList, rare: rare?.words ?? [])
    }

    public init(name: Name, isLet: Bool, type: TypeRef?, modifiers: Modifiers = [], attributes: [String] = [],
                initializer: SourceRange? = nil, accessorBlock: SourceRange? = nil, accessorTraits: BodyTraits = .unknown,
                isComputed: Bool = false, range: SourceRange, ifConfig: [IfConfigBranch] = [], accessors: [String] = []) {
        self.name = name
        self.isLet = isLet
        self.type = type
        self.modifiers = modifiers
        initializerRange = initializer ?? .absent
        accessorRange = accessorBlock ?? .absent
        self.accessorTraits = accessorBlock == nil ? [] : accessorTraits
        self.isComputed = isComputed
        self.range = range
        let listIndex = SharedWordLists.accessors.index(of: accessors)
        accessorList = listIndex ?? SharedWordLists.uncommon
        rare = RareMemberParts.unlessEmpty(attributes: attributes, ifConfig: ifConfig,
                                           words: listIndex == nil ? accessors : [])
    }
}

/// Word lists most declarations share (a property's accessors, a function's effects), stored as
/// an index into a table instead of with each declaration.
struct SharedWordLists: Sendable {
    let common: [[String]]
    /// The index of a list that is not in `common` (the declaration's rare parts hold it).
    static let uncommon: UInt8 = .max

    static let accessors = SharedWordLists(common: [[], ["get"], ["get", "set"], ["didSet"], ["willSet"], ["willSet", "didSet"], ["set"]])
    static let effects = SharedWordLists(common: [[], ["throws"], ["async"], ["async", "throws"], ["rethrows"]])

    /// Asked for every declaration: only entries of the list's length are compared.
    func index(of list: [String]) -> UInt8? {
        for (index, entry) in common.enumerated() where entry.count == list.count && entry == list { return UInt8(index) }
        return nil
    }

    /// The list an index stands for; `rare` when it is `uncommon`.
    func list(at index: UInt8, rare: [String]) -> [String] {
        index == SharedWordLists.uncommon ? rare : common[Int(index)]
    }
}

/// What few members have: attributes, `#if` branches, and one list of words (a property's unusual
/// accessor list, a function's effects), with a function's generic parameters. One box, made
/// only when one of them is there.
final class RareMemberParts: Sendable {
    let attributes: [String]
    let ifConfig: [IfConfigBranch]
    let words: [String]
    let genericParameters: [String]

    private init(attributes: [String], ifConfig: [IfConfigBranch], words: [String], genericParameters: [String]) {
        self.attributes = attributes
        self.ifConfig = ifConfig
        self.words = words
        self.genericParameters = genericParameters
    }

    static func unlessEmpty(attributes: [String], ifConfig: [IfConfigBranch], words: [String],
                            genericParameters: [String] = []) -> RareMemberParts? {
        if attributes.isEmpty && ifConfig.isEmpty && words.isEmpty && genericParameters.isEmpty { return nil }
        return RareMemberParts(attributes: attributes, ifConfig: ifConfig, words: words, genericParameters: genericParameters)
    }
}

public struct Parameter: Sendable, Hashable {
    // 40 bytes rather than 56 (85,000 parameters held at the peak on the 600-RIB app): one
    // string holds the name, or "label name" when a label differs from it, and the default
    // value is stored without its optional's extra bytes.
    private let words: String
    public let type: TypeRef?
    private let defaultRange: SourceRange
    /// `noLabel`, `labelIsName`, or the label's length in UTF-8 bytes at the start of `words`.
    private let labelLength: UInt32
    private static let noLabel = UInt32.max
    private static let labelIsName = UInt32.max - 1

    /// The argument label callers write; `nil` for `_`.
    public var label: String? {
        switch labelLength {
        case Parameter.noLabel: return nil
        case Parameter.labelIsName: return words
        default: return String(words[..<labelEnd])
        }
    }
    /// The name used inside the body.
    public var name: String {
        labelLength >= Parameter.labelIsName ? words : String(words[words.utf8.index(after: labelEnd)...])
    }
    private var labelEnd: String.Index { words.utf8.index(words.startIndex, offsetBy: Int(labelLength)) }
    /// The default value's expression (`= FooBuilder()`), when there is one.
    public var defaultValue: SourceRange? { defaultRange.isAbsent ? nil : defaultRange }
    public var hasDefault: Bool { !defaultRange.isAbsent }

    public init(label: String?, name: String, type: TypeRef?, defaultValue: SourceRange? = nil) {
        self.init(label: label, name: name, type: type, defaultValue: defaultValue) { $0 + " " + $1 }
    }

    /// `joined` makes "label name" for a label that differs from the name: the parser hands it to
    /// its name table, so that a pair that recurs (`withListener listener`) shares one string.
    init(label: String?, name: String, type: TypeRef?, defaultValue: SourceRange?, joined: (String, String) -> String) {
        if let label, label != name, label.utf8.count < Int(Parameter.labelIsName) {
            words = joined(label, name)
            labelLength = UInt32(label.utf8.count)
        } else {
            words = name
            labelLength = label == nil ? Parameter.noLabel : Parameter.labelIsName
        }
        self.type = type
        defaultRange = defaultValue ?? .absent
    }
}

/// A function, initializer, deinitializer or subscript. An immutable class, as `PropertyDecl` is
/// and for the same reasons, packed the same way (72,000 functions held at the peak on the
/// 600-RIB app).
public final class FunctionDecl: Sendable {
    public enum Kind: String, Sendable { case function, initializer, deinitializer, `subscript` }
    // Stored in this order so that the small fields fill the gaps the larger ones leave.
    /// `didBecomeActive`, `init`, `deinit`, `subscript`, or an operator (`==`).
    public let name: Name
    public let kind: Kind
    /// `?`, `!` or 0: one byte beside `kind` rather than a 16-byte `String?`.
    private let failabilityMark: UInt8
    /// What the body's tokens show (`unknown` when not noted; empty without a body).
    public let bodyTraits: BodyTraits
    /// An index into `SharedWordLists.effects`, or `SharedWordLists.uncommon` when `rare` holds the list.
    private let effectList: UInt8
    public let returnType: TypeRef?
    public let modifiers: Modifiers
    public let range: SourceRange
    private let bodyRange: SourceRange
    public let parameters: [Parameter]
    private let rare: RareMemberParts?

    public var genericParameters: [String] { rare?.genericParameters ?? [] }
    public var attributes: [String] { rare?.attributes ?? [] }
    /// `async`, `throws`, `rethrows`, `throws(E)` as written, in order.
    public var effects: [String] {
        SharedWordLists.effects.list(at: effectList, rare: rare?.words ?? [])
    }
    /// The body including its braces, or `nil` for a requirement or an `abstract` declaration.
    public var body: SourceRange? { bodyRange.isAbsent ? nil : bodyRange }
    public var ifConfig: [IfConfigBranch] { rare?.ifConfig ?? [] }
    /// `"?"` for `init?`, `"!"` for `init!`, `nil` otherwise (any other value is stored as `nil`).
    public var failability: String? { failabilityMark == 0 ? nil : String(UnicodeScalar(failabilityMark)) }

    public init(kind: Kind, name: Name, genericParameters: [String] = [], parameters: [Parameter] = [],
                returnType: TypeRef? = nil, modifiers: Modifiers = [], attributes: [String] = [],
                effects: [String] = [], body: SourceRange? = nil, bodyTraits: BodyTraits = .unknown, range: SourceRange,
                ifConfig: [IfConfigBranch] = [], failability: String? = nil) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.modifiers = modifiers
        bodyRange = body ?? .absent
        self.bodyTraits = body == nil ? [] : bodyTraits
        self.range = range
        failabilityMark = failability == "?" ? UInt8(ascii: "?") : failability == "!" ? UInt8(ascii: "!") : 0
        let listIndex = SharedWordLists.effects.index(of: effects)
        effectList = listIndex ?? SharedWordLists.uncommon
        rare = RareMemberParts.unlessEmpty(attributes: attributes, ifConfig: ifConfig, words: listIndex == nil ? effects : [],
                                           genericParameters: genericParameters)
    }

    /// Argument labels joined as Swift names a function: `attachChild(_:)`.
    public var selector: String {
        guard kind == .function else { return name.text }
        return name.text + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

public struct EnumCaseDecl: Sendable, Hashable {
    public var name: Name
    public var associatedValues: [Parameter]
    public var ifConfig: [IfConfigBranch]
    public init(name: Name, associatedValues: [Parameter] = [], ifConfig: [IfConfigBranch] = []) {
        self.name = name
        self.associatedValues = associatedValues
        self.ifConfig = ifConfig
    }
}

public struct TypeAliasDecl: Sendable, Hashable {
    public var name: Name
    /// `nil` for an `associatedtype` without a default.
    public var type: TypeRef?
    public var isAssociatedType: Bool
    public var modifiers: Modifiers
    public var ifConfig: [IfConfigBranch]
    /// Constraints of an `associatedtype` (`associatedtype Listener: AnyObject`).
    public var inheritedTypes: [TypeRef] = []
    public init(name: Name, type: TypeRef?, isAssociatedType: Bool, modifiers: Modifiers = [], ifConfig: [IfConfigBranch] = []) {
        self.name = name
        self.type = type
        self.isAssociatedType = isAssociatedType
        self.modifiers = modifiers
        self.ifConfig = ifConfig
    }
}

/// Properties, functions and types are classes: those cases hold a reference and need no box.
public enum MemberDecl: Sendable {
    case property(PropertyDecl)
    case function(FunctionDecl)
    case type(TypeDecl)
    indirect case enumCase(EnumCaseDecl)
    indirect case typeAlias(TypeAliasDecl)

    /// The code this member runs, as byte ranges for `BodyParser`: a function's body, or a
    /// property's accessor block and then its initializer.
    public var bodyRanges: BodyRanges {
        switch self {
        case .function(let function):
            return BodyRanges(function.body, nil)
        case .property(let property):
            return BodyRanges(property.accessorBlock, property.initializer)
        case .type, .enumCase, .typeAlias:
            return BodyRanges(nil, nil)
        }
    }
}

/// Up to two byte ranges, in order, held inline: `MemberDecl.bodyRanges` runs for every member
/// the model and the rules walk, and an array there was an allocation each time.
public struct BodyRanges: RandomAccessCollection, Sendable {
    private let one: SourceRange?
    private let two: SourceRange?

    /// The ranges that are there, in this order (a missing first one leaves the second first).
    init(_ first: SourceRange?, _ second: SourceRange?) {
        one = first ?? second
        two = first == nil ? nil : second
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { one == nil ? 0 : two == nil ? 1 : 2 }
    public subscript(position: Int) -> SourceRange {
        precondition(position >= 0 && position < endIndex, "BodyRanges index out of range")
        return position == 0 ? one! : two!
    }
}

/// A problem the AST builder recovered from (unbalanced braces, a declaration it could not read).
public struct SyntaxDiagnostic: Sendable, Hashable {
    public var offset: UInt32
    public var message: String
    public init(offset: UInt32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Questions that phases after parsing ask of every file's bytes. They are answered when a file's
/// bytes are released (`FileSyntax.releasingBytes`), so that no phase reads a released file again
/// only to ask them; the model knows how to answer them (`ByteFacts.init(scanning:)`).
public struct ByteFacts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `Builder` followed by `(`, `{`, ` {`, `<` or `.init`: the file may construct a RIB's builder.
    public static let writesBuilderConstruction = ByteFacts(rawValue: 1 << 0)
    /// A comment holds `riblint:` (a directive, as the skim tells).
    public static let holdsDirective = ByteFacts(rawValue: 1 << 1)
    /// `Interactor` or `Router` followed by `(`, `{`, ` {`, `<` or `.init`: the file may construct
    /// a RIB's interactor or router by hand.
    public static let writesPartConstruction = ByteFacts(rawValue: 1 << 2)
}

/// The lightweight AST of one file: declarations, with bodies kept as byte ranges that
/// `BodyParser` turns into statements when a rule needs them.
public struct FileSyntax: Sendable {
    public private(set) var source: SourceBuffer
    public var imports: [ImportDecl]
    /// Top-level types and extensions, members (nested types included) inside them.
    public var types: [TypeDecl]
    public var functions: [FunctionDecl]
    public var variables: [PropertyDecl]
    /// Top-level `typealias` declarations.
    public var typeAliases: [TypeAliasDecl] = []
    /// Every comment of the file, in order (suppressions live in comments).
    public var comments: [Comment]
    public var diagnostics: [SyntaxDiagnostic]
    /// What the file declares and names, for deciding whether the model needs the file.
    public var skim = FileSkim()
    /// Only `skim` (and `comments`) are filled: the file mattered to no RIB when it was read.
    public var isSkimOnly = false
    /// What later phases ask of the bytes, answered before they were released; nil while the
    /// buffer holds them (ask the bytes).
    public var byteFacts: ByteFacts?

    /// The same file with its buffer released (`SourceBuffer.released`): `facts`, taken from the
    /// bytes, answer the phases that would otherwise read them again.
    public func releasingBytes(facts: ByteFacts, reader: @escaping @Sendable (String) -> [UInt8]?) -> FileSyntax {
        var file = self
        file.source = source.released(reader: reader)
        file.byteFacts = facts
        return file
    }

    public init(source: SourceBuffer, imports: [ImportDecl] = [], types: [TypeDecl] = [],
                functions: [FunctionDecl] = [], variables: [PropertyDecl] = [],
                comments: [Comment] = [], diagnostics: [SyntaxDiagnostic] = []) {
        self.source = source
        self.imports = imports
        self.types = types
        self.functions = functions
        self.variables = variables
        self.comments = comments
        self.diagnostics = diagnostics
    }
}
