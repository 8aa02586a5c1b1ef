import RIBLintLexer

/// A position in a token stream, shared by the declaration and the body parser.
///
/// The cursor can stand inside an operator token: generic argument lists close with `>`, but
/// the lexer (like Swift's) glues `>>`, `>?` or `>!` into one operator token, so the type
/// parser consumes such a token one byte at a time (`split` bytes of the current token are
/// already consumed).
struct Cursor {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index: Int
    private(set) var split: UInt32 = 0
    /// End offset of the last consumed token (or token part).
    private(set) var previousEnd: UInt32
    /// Kind of the last consumed token (`.endOfFile` before the first).
    private(set) var previousKind: TokenKind = .endOfFile
    /// When set, counts every `advance`: the parsers' work, which tests compare at two input
    /// sizes instead of timing them. Copies share it, so backtracking cannot hide work.
    var steps: UnsafeMutablePointer<Int>?
    /// Where the text of names comes from, so that recurring long names share storage.
    let names: NameTable

    /// `tokens` must end with an `.endOfFile` token.
    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, names: NameTable, index: Int = 0) {
        self.tokens = tokens
        self.bytes = bytes
        self.names = names
        self.index = index
        self.previousEnd = tokens.isEmpty ? 0 : tokens[index].start
    }

    var lastIndex: Int { tokens.count - 1 }
    @inline(__always) var kind: TokenKind { tokens[index].kind }
    @inline(__always) var atEnd: Bool { tokens[index].kind == .endOfFile }
    @inline(__always) var start: UInt32 { tokens[index].start &+ split }
    @inline(__always) var end: UInt32 { tokens[index].end }
    @inline(__always) var newlineBefore: Bool {
        split == 0 && tokens[index].flags.contains(.newlineBefore)
    }
    @inline(__always) var spaceBefore: Bool {
        split == 0 && tokens[index].flags.contains(.spaceBefore)
    }
    @inline(__always) var isSplit: Bool { split != 0 }

    @inline(__always) func peek(_ distance: Int) -> Token {
        tokens[Swift.min(index &+ distance, lastIndex)]
    }

    @inline(__always) mutating func advance() {
        steps?.pointee &+= 1
        previousEnd = tokens[index].end
        previousKind = tokens[index].kind
        split = 0
        if index < lastIndex { index += 1 }
    }

    /// Consumes the first byte of the current (operator) token.
    mutating func advanceOneByte() {
        let token = tokens[index]
        if token.end &- (token.start &+ split) > 1 {
            split &+= 1
            previousEnd = token.start &+ split
            previousKind = token.kind
        } else {
            advance()
        }
    }

    /// Jumps to token `newIndex`; the token before it counts as the last consumed one, so that
    /// ranges ending at `previousEnd` end there (after a skip to the end of the file they ended
    /// at the last token consumed before the skip, inside the enclosing declaration).
    mutating func moveTo(_ newIndex: Int) {
        index = Swift.max(0, Swift.min(newIndex, lastIndex))
        split = 0
        if index > 0 {
            previousEnd = tokens[index - 1].end
            previousKind = tokens[index - 1].kind
        }
    }

    // MARK: byte comparisons (no Strings for tokens that are not kept)

    @inline(__always) func byte(at offset: UInt32) -> UInt8 {
        let i = Int(offset)
        return i < bytes.count ? bytes[i] : 0
    }

    @inline(__always) func matches(_ start: UInt32, _ end: UInt32, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end >= start, Int(end &- start) == count, Int(end) <= bytes.count else { return false }
        let pointer = word.utf8Start
        var i = 0
        let base = Int(start)
        while i < count {
            if bytes[base &+ i] != pointer[i] { return false }
            i &+= 1
        }
        return true
    }

    @inline(__always) static func isWordKind(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .keyword
    }

    @inline(__always) static func isOperatorKind(_ kind: TokenKind) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestionMark, .infixQuestionMark,
             .exclamationMark, .prefixAmpersand, .equal, .arrow:
            return true
        default:
            return false
        }
    }

    /// The current token is the identifier or keyword `word`.
    @inline(__always) func isWord(_ word: StaticString) -> Bool {
        let token = tokens[index]
        return Cursor.isWordKind(token.kind) && split == 0 && matches(token.start, token.end, word)
    }

    @inline(__always) func isWord(at distance: Int, _ word: StaticString) -> Bool {
        let token = peek(distance)
        return Cursor.isWordKind(token.kind) && matches(token.start, token.end, word)
    }

    @inline(__always) var isWordToken: Bool { Cursor.isWordKind(kind) && split == 0 }

    /// The rest of the current token is the operator `text` (`?`, `&`, `...`).
    @inline(__always) func isOperator(_ text: StaticString) -> Bool {
        Cursor.isOperatorKind(kind) && matches(start, end, text)
    }

    /// The rest of the current token is an operator starting with `first`.
    @inline(__always) func operatorStarts(with first: UInt8) -> Bool {
        Cursor.isOperatorKind(kind) && start < end && byte(at: start) == first
    }

    @inline(__always) var isEqualSign: Bool {
        kind == .equal || isOperator("=")
    }

    @inline(__always) var isColon: Bool { kind == .colon }

    func text(_ start: UInt32, _ end: UInt32) -> String {
        names.string(slice(start, end))
    }

    /// The bytes from `start` to `end`, cut to the file.
    @inline(__always)
    func slice(_ start: UInt32, _ end: UInt32) -> UnsafeBufferPointer<UInt8> {
        let lower = Swift.min(Int(start), bytes.count)
        let upper = Swift.max(lower, Swift.min(Int(end), bytes.count))
        return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }

    /// The text of bytes the parser assembled (a type in its canonical spelling).
    func text(_ assembled: [UInt8]) -> String {
        assembled.withUnsafeBufferPointer { names.string($0) }
    }

    /// The text of the rest of the current token; backticks of an escaped identifier removed.
    func currentText() -> String {
        var lower = start
        var upper = end
        if upper &- lower >= 2 && byte(at: lower) == 0x60 && byte(at: upper &- 1) == 0x60 {
            lower &+= 1
            upper &-= 1
        }
        return text(lower, upper)
    }

    func currentName() -> Name { Name(currentText(), offset: start) }
}

extension SourceRange {
    init(_ start: UInt32, _ end: UInt32) {
        self.init(start: start, end: Swift.max(start, end))
    }
}

/// Pattern parsing that the declaration and body parsers share.
extension Cursor {
    /// Names bound by `(a, b)` / `(a, (b, _))`; the cursor is on `(`.
    mutating func parseTuplePatternNames() -> [Name] {
        var names: [Name] = []
        var depth = 0
        var loops = 0
        while !atEnd && loops < 1024 {
            loops += 1
            switch kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return names
                }
            case .identifier, .keyword:
                let next = peek(1).kind
                if !isWord("_") && !isWord("let") && !isWord("var")
                    && (next == .comma || next == .rightParen) {
                    names.append(currentName())
                }
            case .leftBrace, .rightBrace, .equal:
                return names
            default:
                break
            }
            advance()
        }
        return names
    }
}
