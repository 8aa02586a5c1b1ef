import RIBLintLexer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file declares and names, read from its tokens without building its AST: enough to
/// decide whether the file matters to the RIBs of the project (`FileRelevance` in the model).
///
/// A skim costs one pass over the tokens and allocates a few strings per declared type, so that
/// a file no RIB reaches costs its lexing and little more. Bodies are not skipped by nesting:
/// a type declared inside a function is still a type declared in the file.
public struct FileSkim: Sendable, Hashable {
    public struct Declaration: Sendable, Hashable {
        public enum Kind: UInt8, Sendable { case type = 0, `extension` = 1, typeAlias = 2 }
        public var kind: Kind
        /// `FileSkim.hash` of the declared name, or of the last component of the extended one
        /// (`Foo.Bar` gives `Bar`).
        public var name: UInt64
        /// `FileSkim.hash` of every capitalised identifier of the inheritance clause (generic
        /// arguments included), or of a type alias's target: the names whose meaning can make
        /// this type a RIB part.
        public var mentions: [UInt64]
        public init(kind: Kind, name: UInt64, mentions: [UInt64]) {
            self.kind = kind
            self.name = name
            self.mentions = mentions
        }
    }

    public var declarations: [Declaration]
    /// The modules the file imports (`import struct Foo.Bar` gives `Foo`).
    public var imports: [String]
    /// `FileSkim.hash` of every capitalised identifier in the file, sorted, without repeats: the
    /// type names the file may refer to. A hash collision only makes a file look relevant.
    public var referencedNames: [UInt64]
    /// A comment holds `riblint:` (a suppression must be checked even in a file without RIBs).
    public var hasDirective: Bool

    public init(declarations: [Declaration] = [], imports: [String] = [], referencedNames: [UInt64] = [], hasDirective: Bool = false) {
        self.declarations = declarations
        self.imports = imports
        self.referencedNames = referencedNames
        self.hasDirective = hasDirective
    }

    /// A 64-bit hash of the name's UTF-8 bytes, eight bytes per step. Names are kept as hashes:
    /// relevance compares names across thousands of files and needs no text.
    @inlinable
    public static func hash(_ name: String) -> UInt64 {
        var copy = name
        return copy.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        var index = 0
        while index &+ 8 <= count {
            value = mix(value ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index &+= 8
        }
        if index < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(bytes[index]) << shift
                shift &+= 8
                index &+= 1
            }
            value = mix(value ^ tail)
        }
        return value
    }

    /// SplitMix64's finaliser.
    @usableFromInline @inline(__always)
    static func mix(_ input: UInt64) -> UInt64 {
        var value = input
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

public enum Skimmer {
    /// Skims already lexed tokens of `source`.
    public static func skim(_ source: SourceBuffer, lexed: LexedFile) -> FileSkim {
        lexed.tokens.withUnsafeBufferPointer { tokens in skim(source.bytes, tokens: tokens, comments: lexed.comments) }
    }

    /// Skims the tokens of `bytes`.
    public static func skim(_ bytes: [UInt8], tokens: UnsafeBufferPointer<Token>, comments: [Comment]) -> FileSkim {
        bytes.withUnsafeBufferPointer { bytes in
            var skim = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: TokenSkimmer.recentSlots) { recent in
                recent.initialize(repeating: 0)
                var skimmer = TokenSkimmer(bytes: bytes, tokens: tokens, recent: recent.baseAddress!)
                return skimmer.run()
            }
            skim.hasDirective = comments.contains { comment in
                containsDirective(bytes, Int(comment.start), Int(comment.end))
            }
            return skim
        }
    }

    /// Whether `bytes[start..<end]` holds `riblint:`, jumping from `r` to `r` with `memchr`:
    /// comments include long licence headers and documentation.
    static func containsDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let upper = min(end, bytes.count)
        guard let base = bytes.baseAddress, start >= 0, upper - start >= 8 else { return false }
        var offset = start
        while upper - offset >= 8, let found = memchr(base + offset, 0x72, upper - offset - 7) {
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + at, "riblint:", 8) == 0 { return true }
            offset = at + 1
        }
        return false
    }
}

private struct TokenSkimmer {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeBufferPointer<Token>
    var references: [UInt64] = []
    var declarations: [FileSkim.Declaration] = []
    var imports: [String] = []

    /// The last name hash seen in each of `recentSlots` slots (by the hash's low bits): a name
    /// used again soon is not appended again, so that far fewer hashes are sorted. Repeats it
    /// misses are removed by the sort.
    let recent: UnsafeMutablePointer<UInt64>
    static let recentSlots = 256

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, recent: UnsafeMutablePointer<UInt64>) {
        self.bytes = bytes
        self.tokens = tokens
        self.recent = recent
        references.reserveCapacity(tokens.count / 16)
    }

    mutating func run() -> FileSkim {
        let count = tokens.count
        var index = 0
        while index < count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let first = bytes[Int(token.start)]
                if first >= 0x41 && first <= 0x5A {
                    let name = hash(token)
                    let slot = Int(truncatingIfNeeded: name) & (TokenSkimmer.recentSlots &- 1)
                    if recent[slot] != name || name == 0 {  // 0 is also an empty slot's value
                        recent[slot] = name
                        references.append(name)
                    }
                } else if first == 0x61 && token.length == 5 && matches(token, "actor") {
                    declaration(at: index, kind: .type)
                }
            case .keyword:
                switch token.length {
                case 4 where matches(token, "enum"): declaration(at: index, kind: .type)
                case 5 where matches(token, "class"): declaration(at: index, kind: .type)
                case 6 where matches(token, "struct"): declaration(at: index, kind: .type)
                case 8 where matches(token, "protocol"): declaration(at: index, kind: .type)
                case 9 where matches(token, "extension"): declaration(at: index, kind: .extension)
                case 9 where matches(token, "typealias"): declaration(at: index, kind: .typeAlias)
                case 6 where matches(token, "import"): importedModule(at: index)
                default: break
                }
            default:
                break
            }
            index += 1
        }
        references.sort()
        var unique = 0
        for item in references where unique == 0 || references[unique - 1] != item {
            references[unique] = item
            unique += 1
        }
        references.removeSubrange(unique...)
        return FileSkim(declarations: declarations, imports: imports, referencedNames: references)
    }

    @inline(__always)
    func hash(_ token: Token) -> UInt64 {
        FileSkim.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])))
    }

    @inline(__always)
    func matches(_ token: Token, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard token.length == length else { return false }
        let start = Int(token.start)
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    func isCapitalised(_ token: Token) -> Bool {
        guard token.kind == .identifier || token.kind == .keyword else { return false }
        let first = bytes[Int(token.start)]
        return first >= 0x41 && first <= 0x5A
    }

    /// `import Foo`, `import Foo.Bar`, `import struct Foo.Bar`: records `Foo`.
    mutating func importedModule(at keywordIndex: Int) {
        var index = keywordIndex + 1
        // The kind of an imported declaration (`struct`, `class`, `func`, ...).
        if index < tokens.count, tokens[index].kind == .keyword { index += 1 }
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        imports.append(text(tokens[index]))
    }

    /// `class Foo<T>: Bar, Baz<Qux> where ... {`, `extension A.B: C`, `typealias X = Y & Z`:
    /// records the name and the capitalised names that follow it, up to the body or line end.
    /// A keyword not followed by a declaration (`class func`, `class var`) records nothing.
    mutating func declaration(at keywordIndex: Int, kind: FileSkim.Declaration.Kind) {
        var index = keywordIndex + 1
        guard index < tokens.count, tokens[index].kind == .identifier || (kind == .extension && tokens[index].kind == .keyword) else { return }
        var nameToken = tokens[index]
        index += 1
        if kind == .extension {
            // A dotted path: the last component is the extended type's name.
            while index + 1 < tokens.count, tokens[index].kind == .period,
                  tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword {
                nameToken = tokens[index + 1]
                index += 2
            }
        }
        if index < tokens.count {
            // `class func`, `class var`, `class override func`, `actor` used as a name: not declarations.
            switch tokens[index].kind {
            case .colon, .leftBrace, .binaryOperator, .prefixOperator, .postfixOperator, .equal:
                break
            case .keyword where matches(tokens[index], "where"):
                break
            case .endOfFile:
                break
            default:
                if kind != .extension { return }
            }
        }
        var mentions: [UInt64] = []
        // A clause longer than this is not one (hostile or broken input): stop, never rescan a file.
        let limit = min(tokens.count, index + 512)
        while index < limit {
            let token = tokens[index]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.kind == .endOfFile { break }
            if kind == .typeAlias && token.flags.contains(.newlineBefore) && !mentions.isEmpty { break }
            if mentions.count >= 64 { break }
            if isCapitalised(token) { mentions.append(hash(token)) }
            index += 1
        }
        declarations.append(FileSkim.Declaration(kind: kind, name: hash(nameToken), mentions: mentions))
    }
}
