/// The kind of a token. The split follows swift-syntax's token kinds where a lexer can decide
/// them alone, so that the differential test can map one onto the other; what only a parser can
/// decide (a `<` that opens generic arguments, a contextual keyword) is left to the AST builder.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Words
    case identifier          // foo, `foo`, unicode identifiers, $name, $, contextual keywords (get, set, weak, ...)
    case keyword             // reserved words: class, func, let, var, if, self, Self, init, _, ...
    case dollarIdentifier    // $0, $1, ... (swift-syntax lexes `$name` as an identifier)

    // Literals
    case integerLiteral
    case floatLiteral
    case rawStringDelimiter  // the `#`s around a raw string and after its `\`
    case stringQuote         // `"`
    case multilineStringQuote // `"""`
    case singleQuote         // `'` (not Swift; kept so that bad input still lexes)
    case stringSegment       // literal text between quotes and interpolations
    case backslash           // the `\` that opens an interpolation `\(`
    case regexPoundDelimiter // the `#`s around an extended regex literal `#/.../#`
    case regexSlash          // `/` opening or closing a regex literal
    case regexPattern        // the pattern between the slashes

    // Operators, classified by the whitespace around them as Swift does
    case binaryOperator
    case prefixOperator
    case postfixOperator

    // Punctuation
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case period, comma, colon, semicolon, equal, arrow, atSign, pound, backtick
    case prefixAmpersand     // `&` directly before an operand (inout argument)
    case exclamationMark     // postfix `!` (force unwrap)
    case postfixQuestionMark // postfix `?` (optional chaining / optional type)
    case infixQuestionMark   // ` ? ` of the ternary operator

    // Pound directives and keywords
    case poundIf, poundElseif, poundElse, poundEndif
    case poundSourceLocation, poundAvailable, poundUnavailable

    case shebang
    case unknown             // bytes that start no token (invalid UTF-8, stray characters)
    case endOfFile
}

/// Facts about the trivia before a token that the parser needs (statement boundaries,
/// operator spacing) without keeping the trivia itself.
///
/// The flags are inlinable constants rather than `static let`s: the parser tests them for every
/// token, and a global from another module is reached through an accessor with a
/// once-only-initialisation check on each use.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A newline (or a comment containing one) separates this token from the previous one.
    @inlinable public static var newlineBefore: TokenFlags { TokenFlags(rawValue: 1 << 0) }
    /// Any trivia (whitespace or comment) separates this token from the previous one.
    @inlinable public static var spaceBefore: TokenFlags { TokenFlags(rawValue: 1 << 1) }
    /// The lexer recovered from an error inside this token (unterminated string, ...).
    @inlinable public static var malformed: TokenFlags { TokenFlags(rawValue: 1 << 2) }
}

/// One token: 12 bytes, so that a file's tokens cost about as much memory as its text.
/// Line and column come from the file's `SourceBuffer` when needed.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// Byte offset of the first byte of the token in the file.
    public var start: UInt32
    /// Byte offset one past the last byte of the token.
    public var end: UInt32

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags = [], start: UInt32, end: UInt32) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
    }

    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A comment, kept for suppressions (`// riblint:disable ...`) and documentation.
public struct Comment: Sendable, Hashable {
    public enum Kind: UInt8, Sendable { case line, docLine, block, docBlock }
    public var kind: Kind
    public var start: UInt32
    public var end: UInt32
    public init(kind: Kind, start: UInt32, end: UInt32) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// A problem the lexer found and recovered from. Lexing never fails.
public struct LexDiagnostic: Sendable, Hashable {
    public var offset: UInt32
    public var message: String
    public init(offset: UInt32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The result of lexing a file or a range of it.
public struct LexedFile: Sendable {
    public var tokens: [Token]        // always ends with one `.endOfFile` token
    public var comments: [Comment]
    public var diagnostics: [LexDiagnostic]
    public init(tokens: [Token], comments: [Comment], diagnostics: [LexDiagnostic]) {
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
    }
}
