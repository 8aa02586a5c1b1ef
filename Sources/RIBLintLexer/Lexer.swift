#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The Swift lexer.
///
/// It splits a file into the tokens swift-syntax's lexer produces (checked token by token by the
/// differential test), with these deliberate differences:
/// - trivia is not kept: its presence is summarised in `TokenFlags`, comments go to
///   `LexedFile.comments`;
/// - empty string segments and empty regex patterns are not emitted;
/// - characters that cannot start a token (stray control characters, invalid UTF-8, `NUL`) become
///   `.unknown` tokens where swift-syntax would hide them in trivia;
/// - multi-line string segments are trimmed of the closing delimiter's indentation and of the
///   last line break, which swift-syntax does in its parser rather than its lexer.
public enum Lexer {
    /// Lexes `bytes[range]` (the whole buffer by default). Never fails and never traps:
    /// malformed input yields `.unknown` or `.malformed` tokens and diagnostics.
    /// Offsets in the result are offsets into `bytes`.
    public static func lex(_ bytes: [UInt8], range: Range<Int>? = nil) -> LexedFile {
        lex(bytes, range: range, plainScan: true)
    }

    /// `lex`, with `plainScan: false` lexing every token the general way, without
    /// `LexerCore.scanPlainTokens`: the tests check that both give the same tokens.
    static func lex(_ bytes: [UInt8], range: Range<Int>?, plainScan: Bool) -> LexedFile {
        let count = bytes.count
        let lower = min(max(range?.lowerBound ?? 0, 0), count)
        let upper = min(max(range?.upperBound ?? count, lower), count)
        if lower == upper {
            let end = UInt32(truncatingIfNeeded: upper)
            return LexedFile(tokens: [Token(kind: .endOfFile, start: end, end: end)], comments: [], diagnostics: [])
        }
        return bytes.withUnsafeBufferPointer { buffer -> LexedFile in
            // A non-empty array always has a base address.
            guard let base = buffer.baseAddress else {
                return LexedFile(tokens: [Token(kind: .endOfFile, start: 0, end: 0)], comments: [], diagnostics: [])
            }
            // Tokens are written straight into the result's storage. Source code averages 6 to 8
            // bytes a token; input denser than 4 is lexed again with room for the worst case
            // (every byte a token, plus one empty string segment for each).
            var capacity = (upper &- lower) / 4 &+ 16
            while true {
                var overflowed = false
                var comments: [Comment] = []
                var diagnostics: [LexDiagnostic] = []
                let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initializedCount in
                    var core = LexerCore(base: base, begin: lower, end: upper, tokens: storage.baseAddress!, capacity: storage.count)
                    core.usesPlainScan = plainScan
                    core.run()
                    overflowed = core.overflowed
                    initializedCount = overflowed ? 0 : core.tokenCount
                    comments = core.comments
                    diagnostics = core.diagnostics
                }
                if !overflowed {
                    return LexedFile(tokens: tokens, comments: comments, diagnostics: diagnostics)
                }
                capacity = 2 &* (upper &- lower) &+ 16
            }
        }
    }

    /// Lexes `bytes[range]` into `scratch`'s reused storage and hands the tokens (ending with one
    /// `.endOfFile` token) to `body`, which must not keep them: no array is allocated per file,
    /// so lexing thousands of files touches no fresh memory. Same tokens as `lex`.
    public static func withTokens<R>(_ bytes: [UInt8], range: Range<Int>? = nil, scratch: TokenScratch,
                                     _ body: (UnsafeBufferPointer<Token>, _ comments: [Comment], _ diagnostics: [LexDiagnostic]) -> R) -> R {
        let count = bytes.count
        let lower = min(max(range?.lowerBound ?? 0, 0), count)
        let upper = min(max(range?.upperBound ?? count, lower), count)
        return bytes.withUnsafeBufferPointer { buffer -> R in
            guard lower < upper, let base = buffer.baseAddress else {
                let end = UInt32(truncatingIfNeeded: upper)
                scratch.reserve(1)
                scratch.storage.initialize(to: Token(kind: .endOfFile, start: end, end: end))
                return body(UnsafeBufferPointer(start: scratch.storage, count: 1), [], [])
            }
            var capacity = (upper &- lower) / 4 &+ 16
            while true {
                scratch.reserve(capacity)
                var core = LexerCore(base: base, begin: lower, end: upper, tokens: scratch.storage, capacity: scratch.capacity)
                core.run()
                if !core.overflowed {
                    return body(UnsafeBufferPointer(start: scratch.storage, count: core.tokenCount), core.comments, core.diagnostics)
                }
                capacity = 2 &* (upper &- lower) &+ 16
            }
        }
    }

    /// Lexes a string's UTF-8 bytes (convenience for tests and tools).
    public static func lex(_ text: String) -> LexedFile {
        lex(Array(text.utf8))
    }
}

/// Token storage reused from file to file by one thread (see `Lexer.withTokens`); `TokenScratch.pool`
/// lends them out to parallel workers.
public final class TokenScratch: @unchecked Sendable {
    fileprivate var storage: UnsafeMutablePointer<Token>
    fileprivate var capacity: Int

    public init() {
        capacity = 4096
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    fileprivate func reserve(_ count: Int) {
        guard count > capacity else { return }
        storage.deallocate()
        capacity = max(count, capacity * 2)
        storage = .allocate(capacity: capacity)
    }

    /// Runs `body` with a scratch no other thread is using.
    public static func borrow<R>(_ body: (TokenScratch) -> R) -> R {
        pthread_mutex_lock(poolLock)
        let scratch = pool.popLast() ?? TokenScratch()
        pthread_mutex_unlock(poolLock)
        defer {
            pthread_mutex_lock(poolLock)
            // A scratch grown for a huge file is not kept: its memory goes back at once.
            if scratch.capacity <= 1 << 20 { pool.append(scratch) }
            pthread_mutex_unlock(poolLock)
        }
        return body(scratch)
    }

    nonisolated(unsafe) private static var pool: [TokenScratch] = []
    nonisolated(unsafe) private static let poolLock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
}

private let byteNewline: UInt8 = 0x0A
private let byteReturn: UInt8 = 0x0D
private let byteSpace: UInt8 = 0x20
private let byteTab: UInt8 = 0x09
private let byteQuote: UInt8 = 0x22
private let byteApostrophe: UInt8 = 0x27
private let bytePound: UInt8 = 0x23
private let byteSlash: UInt8 = 0x2F
private let byteStar: UInt8 = 0x2A
private let byteBackslash: UInt8 = 0x5C
private let byteLeftParen: UInt8 = 0x28
private let byteRightParen: UInt8 = 0x29
private let byteDot: UInt8 = 0x2E
private let byteBacktick: UInt8 = 0x60

/// One open string literal: the lexer is either inside its text or inside one of its
/// interpolations (then `parenDepth` counts the parentheses opened within it).
struct StringFrame {
    enum Kind: UInt8 { case singleLine, multiLine, singleQuote }
    var kind: Kind
    var delimiterLength: Int
    var parenDepth: Int
    /// Where this literal's entries start in `LexerCore.multilineElements`.
    var elementBase: Int
    /// Index of the opening quote token.
    var openQuoteIndex: Int
    var openQuoteHasNewline: Bool
    var startOffset: Int
}

struct LexerCore {
    let base: UnsafePointer<UInt8>
    let begin: Int
    let end: Int
    var pos: Int
    /// The result's storage, `tokenCapacity` tokens long; `tokenCount` are written.
    let tokens: UnsafeMutablePointer<Token>
    let tokenCapacity: Int
    var tokenCount = 0
    /// Set when the storage was too small: the caller lexes again with more room.
    var overflowed = false
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    /// Open string literals, innermost last. Explicit so that deep nesting cannot overflow the stack.
    var frames: [StringFrame] = []
    /// For each open multi-line literal: its segments (token index << 1, low bit set when the
    /// segment ends in an escaped newline) and `-1` for each interpolation, in source order.
    var multilineElements: [Int] = []
    var pendingFlags: TokenFlags = []
    var previousKind: TokenKind? = nil
    var previousRole: Keywords.Role = .none
    /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
    var preferRegex = false
    /// Whether `run` hands the common tokens to `scanPlainTokens` (false only in tests).
    var usesPlainScan = true
    let classes: UnsafePointer<UInt8>
    let punctuationKinds: UnsafePointer<UInt8>
    let keywordTable: UnsafePointer<UInt64>
    let keywordMultiplier: UInt64

    static let maximumDiagnostics = 1000

    init(base: UnsafePointer<UInt8>, begin: Int, end: Int, tokens: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.begin = begin
        self.end = end
        self.pos = begin
        self.tokens = tokens
        self.tokenCapacity = capacity
        self.classes = CharacterClasses.asciiTable
        self.punctuationKinds = CharacterClasses.punctuationKinds
        self.keywordTable = Keywords.table
        self.keywordMultiplier = Keywords.multiplier
    }

    // MARK: - Output

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ stop: Int, role: Keywords.Role = .none, malformed: Bool = false) {
        var flags = pendingFlags
        if malformed { flags.insert(.malformed) }
        if tokenCount < tokenCapacity {
            (tokens + tokenCount).initialize(to: Token(kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: stop)))
            tokenCount &+= 1
        } else {
            overflowed = true
        }
        pendingFlags = []
        previousKind = kind
        previousRole = role
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        guard diagnostics.count < LexerCore.maximumDiagnostics else { return }
        diagnostics.append(LexDiagnostic(offset: UInt32(truncatingIfNeeded: offset), message: message))
    }

    @inline(__always)
    func byte(_ index: Int) -> UInt8 {
        index < end ? base[index] : 0
    }

    // MARK: - Driver

    mutating func run() {
        if end &- pos >= 2 && base[pos] == bytePound && base[pos &+ 1] == 0x21 {
            var stop = pos
            while stop < end && base[stop] != byteNewline && base[stop] != byteReturn { stop &+= 1 }
            emit(.shebang, pos, stop)
            pos = stop
        }
        while true {
            // Outside string literals the common tokens go through `scanPlainTokens`, which keeps
            // its state in registers; whatever it leaves is lexed below, one token at a time.
            if frames.isEmpty && usesPlainScan { scanPlainTokens() }
            if pos >= end { break }
            var next = base[pos]
            // Most tokens follow the previous one directly or after one space: skip the call then.
            if next == byteSpace && pos &+ 1 < end {
                let after = base[pos &+ 1]
                if classes[Int(after)] & CharacterClasses.triviaStart == 0 {
                    pendingFlags.insert(.spaceBefore)
                    pos &+= 1
                    next = after
                }
            }
            if classes[Int(next)] & CharacterClasses.triviaStart != 0 {
                let inSingleLineInterpolation = frames.last.map { $0.kind != .multiLine } ?? false
                skipTrivia(allowNewlines: !inSingleLineInterpolation)
                if pos >= end { break }
                next = base[pos]
            }
            // Words, the most common tokens, without the call into `lexToken`: the position
            // then stays in a register from one word to the next.
            if classes[Int(next)] & CharacterClasses.identifierStart != 0 {
                preferRegex = false
                lexIdentifier(firstLength: 1)
                continue
            }
            if !frames.isEmpty {
                let current = base[pos]
                if current == byteNewline || current == byteReturn {
                    // A single-line literal cannot continue past the line: its interpolation and
                    // the literal end here, as in the compiler.
                    diagnose(frames[frames.count &- 1].startOffset, "unterminated string literal")
                    popFrame()
                    previousKind = .stringSegment
                    previousRole = .none
                    continue
                }
                if current == byteLeftParen {
                    frames[frames.count &- 1].parenDepth &+= 1
                    emit(.leftParen, pos, pos &+ 1)
                    pos &+= 1
                    continue
                }
                if current == byteRightParen {
                    emit(.rightParen, pos, pos &+ 1)
                    pos &+= 1
                    if frames[frames.count &- 1].parenDepth == 0 {
                        lexStringContents()
                    } else {
                        frames[frames.count &- 1].parenDepth &-= 1
                    }
                    continue
                }
            }
            // One-byte punctuation by table: a conditional branch the processor predicts far
            // better than the indirect jump of `lexToken`'s switch.
            let punctuation = punctuationKinds[Int(next)]
            if punctuation != 0 {
                if punctuation != CharacterClasses.dotMark {
                    preferRegex = false
                    emit(unsafeBitCast(punctuation &- 1, to: TokenKind.self), pos, pos &+ 1)
                    pos &+= 1
                    continue
                }
                // A member access `.name`: a lone `.` before anything but an operator character.
                if pos &+ 1 < end {
                    let after = base[pos &+ 1]
                    if after < 0x80 && classes[Int(after)] & CharacterClasses.operatorStart == 0 {
                        preferRegex = false
                        emit(.period, pos, pos &+ 1)
                        pos &+= 1
                        continue
                    }
                }
            }
            lexToken()
        }
        while !frames.isEmpty {
            diagnose(frames[frames.count &- 1].startOffset, "unterminated string literal")
            popFrame()
        }
        emit(.endOfFile, end, end)
    }

    /// Lexes, from `pos`, the tokens most code is made of: ASCII words, one-byte punctuation,
    /// member-access dots, operators with a space on each side, `->`, `?` and `!` and one-byte
    /// `<` and `>` right after an operand, `&` before one, decimal integers, one-line strings of
    /// printable ASCII without escapes, and the spaces, line breaks and line comments between
    /// them. It stops, with `pos` at the start of the trivia or token it leaves, at anything else
    /// (a block comment, another operator or number or string, a non-ASCII byte) or when the
    /// token storage is full.
    ///
    /// Why a function of its own: the position, the token count and the pending flags live in
    /// locals here, so the loop carries them in registers instead of storing and reloading
    /// `self`'s fields around every token; they are written back once, on the way out.
    @inline(never)
    mutating func scanPlainTokens() {
        let base = self.base
        let end = self.end
        let classes = self.classes
        let punctuation = self.punctuationKinds
        let keywordTable = self.keywordTable
        let keywordMultiplier = self.keywordMultiplier
        // Few values live in the loop, so that the word arithmetic's constants stay in registers:
        // the output is a pointer, and the last token's kind and role are read back at the end.
        let firstOutput = tokens + tokenCount
        let outputEnd = tokens + tokenCapacity
        var output = firstOutput
        var position = pos
        var flags = pendingFlags
        scan: while position < end && output < outputEnd {
            var next = base[position]
            // Most tokens follow the previous one directly or after one space: that space is
            // stepped over by arithmetic, so that the branch below is rarely taken and well
            // predicted, where testing for the space would be a coin toss per token.
            if position &+ 1 < end {
                let space = Int(truncatingIfNeeded: unsafeBitCast(next == byteSpace, to: UInt8.self))
                position &+= space
                flags = TokenFlags(rawValue: flags.rawValue | UInt8(truncatingIfNeeded: space &<< 1))
                next = base[position]
            }
            if classes[Int(next)] & CharacterClasses.triviaStart != 0 {
                // Spaces, tabs, line breaks and line comments; anything else that may start trivia
                // (a block comment, a byte order mark, a stray control byte) is `skipTrivia`'s.
                // Tested by class bits rather than by comparing bytes, which the compiler would
                // turn into a jump table that the processor mispredicts.
                while true {
                    let nextClass = classes[Int(next)]
                    if nextClass & CharacterClasses.horizontalSpace != 0 {
                        flags.insert(.spaceBefore)
                        position &+= 1
                    } else if next == byteSlash && position &+ 1 < end && base[position &+ 1] == byteSlash {
                        // A line comment, kept as `skipTrivia` keeps it; its line break comes next.
                        position = lexLineComment(at: position)
                        flags.insert(.spaceBefore)
                    } else if nextClass & CharacterClasses.lineBreak != 0 {
                        flags.insert(.spaceBefore)
                        flags.insert(.newlineBefore)
                        position = LexerCore.spacesEnd(base, from: position &+ 1, end: end)
                    } else {
                        break
                    }
                    if position >= end { break scan }
                    next = base[position]
                }
                if classes[Int(next)] & CharacterClasses.triviaStart != 0 { break scan }
            }
            let start = position
            let kind: TokenKind
            if classes[Int(next)] & CharacterClasses.identifierStart != 0 {
                let (stop, stopByte) = LexerCore.asciiWordEnd(base, from: start &+ 1, end: end, classes: classes)
                // A word that goes on in non-ASCII is `lexIdentifier`'s.
                if stopByte >= 0x80 { break scan }
                let role = Keywords.role(base, start, stop, bufferEnd: end, table: keywordTable, multiplier: keywordMultiplier)
                kind = role != .none ? .keyword : .identifier
                position = stop
            } else {
                let mark = punctuation[Int(next)]
                if mark == 0 {
                    // More tokens common enough to keep here, each only in the plain spelling
                    // that `lexToken` would answer without looking further: `->` before a space,
                    // an operator with a space on each side, `?`, `!`, `<` and `>` after an
                    // operand, `&` before one, a decimal integer, a simple string.
                    guard position &+ 2 < end else { break scan }
                    let after = base[position &+ 1]
                    if next == 0x2D && after == 0x3E && base[position &+ 2] == byteSpace {
                        kind = .arrow
                        position &+= 2
                    } else if classes[Int(next)] & CharacterClasses.operatorStart != 0 && next != byteSlash && next != byteDot
                                && position > begin && base[position &- 1] == byteSpace {
                        // An operator with a space on each side, of operator characters other
                        // than `/` (a regex or a comment may start there) and `.` (which splits
                        // operators): bound on neither side, so infix.
                        var stop = position &+ 1
                        while stop < end {
                            let byte = base[stop]
                            if classes[Int(byte)] & CharacterClasses.operatorStart == 0 || byte == byteSlash || byte == byteDot { break }
                            stop &+= 1
                        }
                        guard stop < end && base[stop] == byteSpace else { break scan }
                        if stop == position &+ 1 && next == 0x3D {
                            kind = .equal
                        } else if stop == position &+ 1 && next == 0x3F {
                            kind = .infixQuestionMark
                        } else {
                            kind = .binaryOperator
                        }
                        position = stop
                    } else if (next == 0x3F || next == 0x21 || next == 0x3C || next == 0x3E) && position > begin
                                && LexerCore.bindsAnOperator(base[position &- 1], classes) && output > firstOutput
                                && output[-1].kind != .keyword {
                        // Right after an operand (`Int?`, `a!.b`, `Array<Int>`): a `?` or `!` is
                        // postfix by itself; a `<` or `>` followed by no other operator character
                        // is an operator of one byte, infix or postfix by what follows. (After a
                        // keyword, `try?` among them, `lexToken` decides.)
                        if next == 0x3F || next == 0x21 {
                            kind = next == 0x3F ? .postfixQuestionMark : .exclamationMark
                        } else {
                            guard after < 0x80 && after != bytePound && classes[Int(after)] & CharacterClasses.operatorStart == 0 else { break scan }
                            kind = LexerCore.unboundAfter(after) ? .postfixOperator : .binaryOperator
                        }
                        position &+= 1
                    } else if next == 0x26 && (position == begin || LexerCore.unboundBefore(base[position &- 1]))
                                && classes[Int(after)] & CharacterClasses.identifierStart != 0 {
                        // `&x` after a space or an opening bracket or separator: an inout argument.
                        kind = .prefixAmpersand
                        position &+= 1
                    } else if classes[Int(next)] & CharacterClasses.decimalDigit != 0 {
                        var stop = position &+ 1
                        while stop < end && (classes[Int(base[stop])] & CharacterClasses.decimalDigit != 0 || base[stop] == 0x5F) { stop &+= 1 }
                        if stop < end {
                            // `1.5`, `1e3`, `0x1F`, `1a`: `lexNumber`'s.
                            let following = base[stop]
                            if following >= 0x80 || following == byteDot || classes[Int(following)] & CharacterClasses.identifierContinue != 0 { break scan }
                        }
                        kind = .integerLiteral
                        position = stop
                    } else if next == byteQuote {
                        // A one-line string of printable ASCII without escapes: its quotes and
                        // text, as `lexStringOpen` gives them. Anything else is left to it.
                        guard outputEnd - output >= 3 else { break scan }
                        var stop = position &+ 1
                        while stop < end {
                            let byte = base[stop]
                            if byte < 0x20 || byte >= 0x7F || byte == byteQuote || byte == byteBackslash { break }
                            stop &+= 1
                        }
                        guard stop < end && base[stop] == byteQuote else { break scan }
                        // `""` then `"` opens a multi-line literal.
                        if stop == position &+ 1 && stop &+ 1 < end && base[stop &+ 1] == byteQuote { break scan }
                        let open = UInt32(truncatingIfNeeded: position)
                        let close = UInt32(truncatingIfNeeded: stop)
                        output.initialize(to: Token(kind: .stringQuote, flags: flags, start: open, end: open &+ 1))
                        output += 1
                        if close > open &+ 1 {
                            output.initialize(to: Token(kind: .stringSegment, flags: [], start: open &+ 1, end: close))
                            output += 1
                        }
                        output.initialize(to: Token(kind: .stringQuote, flags: [], start: close, end: close &+ 1))
                        output += 1
                        flags = []
                        position = stop &+ 1
                        continue scan
                    } else {
                        break scan
                    }
                } else if mark == CharacterClasses.dotMark {
                    // A member access `.name`: a lone `.` before anything but an operator character.
                    guard position &+ 1 < end else { break scan }
                    let after = base[position &+ 1]
                    guard after < 0x80 && classes[Int(after)] & CharacterClasses.operatorStart == 0 else { break scan }
                    kind = .period
                    position &+= 1
                } else {
                    kind = unsafeBitCast(mark &- 1, to: TokenKind.self)
                    position &+= 1
                }
            }
            output.initialize(to: Token(kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: position)))
            output += 1
            flags = []
        }
        pos = position
        pendingFlags = flags
        if output != firstOutput {
            tokenCount = tokens.distance(to: output)
            let last = output[-1]
            previousKind = last.kind
            previousRole = last.kind == .keyword
                ? Keywords.role(base, Int(last.start), Int(last.end), bufferEnd: end, table: keywordTable, multiplier: keywordMultiplier)
                : .none
            preferRegex = false
        }
    }

    // MARK: - Trivia

    mutating func skipTrivia(allowNewlines: Bool) {
        let start = pos
        var sawNewline = false
        scan: while pos < end {
            let current = base[pos]
            switch current {
            case byteSpace, byteTab, 0x0B, 0x0C:
                pos &+= 1
            case byteNewline, byteReturn:
                if !allowNewlines { break scan }
                sawNewline = true
                pos = LexerCore.spacesEnd(base, from: pos &+ 1, end: end)
            case byteSlash:
                let next = byte(pos &+ 1)
                if next == byteSlash {
                    pos = lexLineComment(at: pos)
                } else if next == byteStar {
                    if skipBlockComment() { sawNewline = true }
                } else {
                    break scan
                }
            case 0xEF:
                if byte(pos &+ 1) == 0xBB && byte(pos &+ 2) == 0xBF {
                    pos &+= 3  // byte order mark
                } else {
                    break scan
                }
            case 0xC2:
                if byte(pos &+ 1) == 0xA0 {
                    diagnose(pos, "non-breaking space (U+00A0) used instead of a regular space")
                    pos &+= 2
                } else {
                    break scan
                }
            default:
                break scan
            }
        }
        if pos != start { pendingFlags.insert(.spaceBefore) }
        if sawNewline { pendingFlags.insert(.newlineBefore) }
    }

    /// Where the ASCII word characters (`a-z A-Z 0-9 _ $`) from `index` end, and the byte there
    /// (0 at `end`). Eight bytes per step without a branch or a load per byte: the bytes are
    /// classified at once (`asciiIdentifierContinueRun`), so the loop's exit is no guess per
    /// byte; byte by byte only in a file's last seven bytes.
    @inline(__always)
    static func asciiWordEnd(_ base: UnsafePointer<UInt8>, from index: Int, end: Int, classes: UnsafePointer<UInt8>) -> (stop: Int, stopByte: UInt8) {
        var stop = index
        #if _endian(little)
        while stop &+ 8 <= end {
            let word = UnsafeRawPointer(base + stop).loadUnaligned(as: UInt64.self)
            let length = CharacterClasses.asciiIdentifierContinueRun(word)
            stop &+= length
            // The stop byte from the word already loaded rather than loaded again.
            if length < 8 { return (stop, UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: length &* 8))) }
        }
        #endif
        while stop < end && classes[Int(base[stop])] & CharacterClasses.identifierContinue != 0 { stop &+= 1 }
        return (stop, stop < end ? base[stop] : 0)
    }

    /// Where the spaces from `index` end (the next line's indentation), up to eight per step: the
    /// count of leading spaces in a word is the count of its leading zero bytes after XOR with
    /// spaces. In a file's last seven bytes the caller's loop takes the rest.
    @inline(__always)
    static func spacesEnd(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        #if _endian(little)
        while position &+ 8 <= end {
            let spaces = (UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020).trailingZeroBitCount &>> 3
            position &+= spaces
            if spaces < 8 { break }
        }
        #endif
        return position
    }

    /// Whether a byte before an operator makes it bound on the left, for the bytes the plain path
    /// decides by (`isLeftBound` has the whole rule): a word's byte or a closing bracket.
    @inline(__always)
    static func bindsAnOperator(_ byte: UInt8, _ classes: UnsafePointer<UInt8>) -> Bool {
        byte < 0x80 && classes[Int(byte)] & CharacterClasses.identifierContinue != 0
            || byte == byteRightParen || byte == 0x5D || byte == 0x3E || byte == 0x3F || byte == 0x21
    }

    /// Whether an operator after `byte` is unbound on the left whatever precedes `byte`: the
    /// simple part of `isLeftBound`, which the plain path decides by alone.
    @inline(__always)
    static func unboundBefore(_ byte: UInt8) -> Bool {
        switch byte {
        case byteSpace, byteReturn, byteNewline, byteTab, byteLeftParen, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0: return true
        default: return false
        }
    }

    /// Whether an operator followed by `byte` is unbound on the right whatever follows `byte`:
    /// the simple part of `isRightBound`, which the plain path decides by alone.
    @inline(__always)
    static func unboundAfter(_ byte: UInt8) -> Bool {
        switch byte {
        case byteSpace, byteReturn, byteNewline, byteTab, byteRightParen, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0: return true
        default: return false
        }
    }

    /// Keeps the line comment whose `//` is at `start` (a doc comment if a third `/` follows) and
    /// returns where it ends: at its line break, or `end`.
    @inline(__always)
    mutating func lexLineComment(at start: Int) -> Int {
        let stop = lineEnd(from: start &+ 2)
        let isDoc = start &+ 2 < end && base[start &+ 2] == byteSlash
        comments.append(Comment(kind: isDoc ? .docLine : .line, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: stop)))
        return stop
    }

    /// The index of the first line break at or after `index`, or `end`.
    @inline(__always)
    func lineEnd(from index: Int) -> Int {
        var scan = index
        #if _endian(little)
        // Eight bytes at a time: a byte equal to \n or \r leaves a zero byte after the XOR.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while scan &+ 8 <= end {
            let word = UnsafeRawPointer(base + scan).loadUnaligned(as: UInt64.self)
            let newlines = word ^ (ones &* UInt64(byteNewline))
            let returns = word ^ (ones &* UInt64(byteReturn))
            let found = ((newlines &- ones) & ~newlines & highs) | ((returns &- ones) & ~returns & highs)
            if found != 0 { return scan &+ found.trailingZeroBitCount / 8 }
            scan &+= 8
        }
        #endif
        while scan < end && base[scan] != byteNewline && base[scan] != byteReturn { scan &+= 1 }
        return scan
    }

    /// Skips a (nested) block comment at `pos`; returns whether it contained a line break.
    mutating func skipBlockComment() -> Bool {
        let commentStart = pos
        pos &+= 2
        var depth = 1
        var sawNewline = false
        while pos < end {
            let current = base[pos]
            if current == byteStar && byte(pos &+ 1) == byteSlash {
                pos &+= 2
                depth &-= 1
                if depth == 0 { break }
                continue
            }
            if current == byteSlash && byte(pos &+ 1) == byteStar {
                pos &+= 2
                depth &+= 1
                continue
            }
            if current == byteNewline || current == byteReturn { sawNewline = true }
            pos &+= 1
        }
        if depth > 0 { diagnose(commentStart, "unterminated '/*' comment") }
        let isDoc = byte(commentStart &+ 2) == byteStar && commentStart &+ 3 < end && base[commentStart &+ 3] != byteSlash
        comments.append(Comment(kind: isDoc ? .docBlock : .block, start: UInt32(truncatingIfNeeded: commentStart), end: UInt32(truncatingIfNeeded: pos)))
        return sawNewline
    }

    // MARK: - Tokens

    @inline(__always)
    mutating func lexToken() {
        let preferRegexNow = preferRegex
        preferRegex = false
        let start = pos
        let current = base[pos]
        // `run` lexes words itself and never sends one here; the test keeps this function
        // complete on its own, before the jump table.
        if classes[Int(current)] & CharacterClasses.identifierStart != 0 {
            lexIdentifier(firstLength: 1)
            return
        }
        switch current {
        case 0x40: emit(.atSign, start, start &+ 1); pos &+= 1
        case 0x7B: emit(.leftBrace, start, start &+ 1); pos &+= 1
        case 0x5B: emit(.leftSquare, start, start &+ 1); pos &+= 1
        case byteLeftParen: emit(.leftParen, start, start &+ 1); pos &+= 1
        case 0x7D: emit(.rightBrace, start, start &+ 1); pos &+= 1
        case 0x5D: emit(.rightSquare, start, start &+ 1); pos &+= 1
        case byteRightParen: emit(.rightParen, start, start &+ 1); pos &+= 1
        case 0x2C: emit(.comma, start, start &+ 1); pos &+= 1
        case 0x3B: emit(.semicolon, start, start &+ 1); pos &+= 1
        case 0x3A: emit(.colon, start, start &+ 1); pos &+= 1
        case byteBackslash: emit(.backslash, start, start &+ 1); pos &+= 1
        case bytePound: lexPound()
        case 0x21, 0x3F:  // ! ?
            if isLeftBound(start) {
                let afterTry = previousRole == .tryKeyword
                emit(current == 0x21 ? .exclamationMark : .postfixQuestionMark, start, start &+ 1)
                pos &+= 1
                if afterTry { preferRegex = true }
            } else {
                lexOperator(preferRegex: preferRegexNow)
            }
        case 0x3C:  // <
            if byte(start &+ 1) == bytePound, let stop = editorPlaceholderEnd(start) {
                emit(.identifier, start, stop, malformed: true)
                diagnose(start, "editor placeholder in source file")
                pos = stop
            } else {
                lexOperator(preferRegex: preferRegexNow)
            }
        case 0x24: lexDollarIdentifier()
        case byteQuote, byteApostrophe: lexStringOpen(delimiterLength: 0)
        case byteBacktick: lexEscapedIdentifier()
        default:
            let flags = classes[Int(current)]
            if flags & CharacterClasses.identifierStart != 0 {
                lexIdentifier(firstLength: 1)
            } else if flags & CharacterClasses.decimalDigit != 0 {
                lexNumber()
            } else if flags & CharacterClasses.operatorStart != 0 {
                lexOperator(preferRegex: preferRegexNow)
            } else if current >= 0x80 {
                let decoded = decodeUTF8Slow(base, start, end)
                if let scalar = decoded.scalar, CharacterClasses.isIdentifierStart(scalar) {
                    lexIdentifier(firstLength: decoded.length)
                } else if let scalar = decoded.scalar, CharacterClasses.isOperatorStart(scalar) {
                    lexOperator(preferRegex: preferRegexNow)
                } else {
                    lexUnknown(decoded)
                }
            } else {
                lexUnknown(DecodedScalar(scalar: UInt32(current), length: 1))
            }
        }
    }

    mutating func lexUnknown(_ decoded: DecodedScalar) {
        let start = pos
        guard let scalar = decoded.scalar else {
            diagnose(start, "invalid UTF-8")
            emit(.unknown, start, start &+ max(decoded.length, 1), malformed: true)
            pos = start &+ max(decoded.length, 1)
            return
        }
        if CharacterClasses.isIdentifierContinue(scalar) {
            // A character that may continue but not start an identifier: recover with an identifier.
            var stop = start &+ decoded.length
            while let length = identifierContinueLength(stop) { stop &+= length }
            diagnose(start, "an identifier cannot begin with this character")
            emit(.identifier, start, stop, malformed: true)
            pos = stop
            return
        }
        if scalar == 0x201C {
            // An opening curly quote: take the whole "string" as one (bad) token for recovery.
            var stop = start &+ decoded.length
            if let curlyEnd = curlyQuoteStringEnd(stop) { stop = curlyEnd }
            diagnose(start, "unicode curly quote found; use '\"' instead")
            emit(.identifier, start, stop, malformed: true)
            pos = stop
            return
        }
        diagnose(start, scalar == 0 ? "NUL character in source file" : "invalid character in source file")
        emit(.unknown, start, start &+ decoded.length, malformed: true)
        pos = start &+ decoded.length
    }

    func curlyQuoteStringEnd(_ from: Int) -> Int? {
        var index = from
        while index < end {
            let current = base[index]
            if current == byteNewline || current == byteReturn { return nil }
            if current == byteBackslash {
                if byte(index &+ 1) == byteLeftParen { return nil }
                index &+= 2
                continue
            }
            if current == byteQuote { return index &+ 1 }
            if current < 0x80 {
                if current < 0x20 && current != byteTab { return nil }
                index &+= 1
                continue
            }
            let decoded = decodeUTF8Slow(base, index, end)
            guard let scalar = decoded.scalar else { return nil }
            index &+= decoded.length
            if scalar == 0x201D { return index }
        }
        return nil
    }

    func editorPlaceholderEnd(_ start: Int) -> Int? {
        var index = start &+ 2
        while index < end {
            let current = base[index]
            index &+= 1
            if current == byteNewline { return nil }
            if current == 0x3C && byte(index) == bytePound { return nil }
            if current == bytePound && byte(index) == 0x3E { return index &+ 1 }
        }
        return nil
    }

    /// Length of the identifier-continuation character at `index`, nil if there is none.
    @inline(__always)
    func identifierContinueLength(_ index: Int) -> Int? {
        guard index < end else { return nil }
        let current = base[index]
        if current < 0x80 {
            return classes[Int(current)] & CharacterClasses.identifierContinue != 0 ? 1 : nil
        }
        let decoded = decodeUTF8Slow(base, index, end)
        guard let scalar = decoded.scalar, CharacterClasses.isIdentifierContinue(scalar) else { return nil }
        return decoded.length
    }

    @inline(__always)
    mutating func lexIdentifier(firstLength: Int) {
        let start = pos
        var stop = start &+ firstLength
        // Locals, so that the loop keeps them in registers across the rare non-ASCII call.
        let table = classes
        let base = self.base
        let end = self.end
        // ASCII first, eight bytes a step; a byte >= 0x80 stops that, and the loop below takes over.
        stop = LexerCore.asciiWordEnd(base, from: stop, end: end, classes: table).stop
        while stop < end {
            let current = base[stop]
            if current < 0x80 {
                if table[Int(current)] & CharacterClasses.identifierContinue == 0 { break }
                stop &+= 1
            } else if let length = identifierContinueLength(stop) {
                stop &+= length
            } else {
                break
            }
        }
        pos = stop
        let role = Keywords.role(base, start, stop, bufferEnd: end, table: keywordTable, multiplier: keywordMultiplier)
        emit(role != .none ? .keyword : .identifier, start, stop, role: role)
    }

    mutating func lexDollarIdentifier() {
        let start = pos
        var stop = start &+ 1
        var allDigits = true
        while stop < end {
            let current = base[stop]
            if current >= 0x30 && current <= 0x39 {
                stop &+= 1
            } else if let length = identifierContinueLength(stop) {
                allDigits = false
                stop &+= length
            } else {
                break
            }
        }
        pos = stop
        emit(stop == start &+ 1 || !allDigits ? .identifier : .dollarIdentifier, start, stop)
    }

    mutating func lexEscapedIdentifier() {
        let start = pos
        var index = start &+ 1
        var hasNonOperator = false
        var hasNonWhitespace = false
        var isEmpty = true
        var malformed = false
        while index < end {
            let current = base[index]
            if current == byteBacktick || current == byteNewline || current == byteReturn { break }
            let decoded = decodeUTF8(base, index, end)
            index &+= max(decoded.length, 1)
            guard let scalar = decoded.scalar else {
                malformed = true
                continue
            }
            if CharacterClasses.isForbiddenRawIdentifierWhitespace(scalar) || scalar == 0x5C || (scalar < 0x20 || scalar == 0x7F) {
                malformed = true
            }
            if !CharacterClasses.isPermittedRawIdentifierWhitespace(scalar) { hasNonWhitespace = true }
            if (isEmpty && !CharacterClasses.isOperatorStart(scalar)) || !CharacterClasses.isOperatorContinue(scalar) {
                hasNonOperator = true
            }
            isEmpty = false
        }
        if index < end && base[index] == byteBacktick {
            let stop = index &+ 1
            if isEmpty || !hasNonWhitespace || !hasNonOperator { malformed = true }
            if malformed { diagnose(start, "invalid raw identifier") }
            emit(.identifier, start, stop, malformed: malformed)
            pos = stop
            return
        }
        emit(.backtick, start, start &+ 1)
        pos = start &+ 1
    }

    // MARK: Pound

    mutating func lexPound() {
        var start = pos
        var index = start
        while index < end && base[index] == bytePound { index &+= 1 }
        if index < end && base[index] == byteQuote {
            emit(.rawStringDelimiter, start, index)
            pos = index
            lexStringOpen(delimiterLength: index &- start)
            return
        }
        if index < end && base[index] == byteSlash, let scan = scanRegex(start, mustBeRegex: true) {
            emitRegex(scan)
            return
        }
        // A run of pounds that opens neither a raw string nor a regex: every pound but the last
        // is a `.pound` of its own, as lexing them one at a time would give, without scanning
        // the rest of the run again for each (a line of 1,000,000 `#` was quadratic).
        if index &- start > 1 && !(index < end && base[index] == byteSlash) {
            while start < index &- 1 {
                emit(.pound, start, start &+ 1)
                start &+= 1
            }
        }
        var wordEnd = start &+ 1
        while wordEnd < end {
            let current = base[wordEnd]
            if (current >= 0x41 && current <= 0x5A) || (current >= 0x61 && current <= 0x7A) { wordEnd &+= 1 } else { break }
        }
        let kind: TokenKind?
        switch wordEnd &- start &- 1 {
        case 2: kind = matches(start &+ 1, "if") ? .poundIf : nil
        case 4: kind = matches(start &+ 1, "else") ? .poundElse : nil
        case 5: kind = matches(start &+ 1, "endif") ? .poundEndif : nil
        case 6: kind = matches(start &+ 1, "elseif") ? .poundElseif : nil
        case 9: kind = matches(start &+ 1, "available") ? .poundAvailable : nil
        case 11: kind = matches(start &+ 1, "unavailable") ? .poundUnavailable : nil
        case 14: kind = matches(start &+ 1, "sourceLocation") ? .poundSourceLocation : nil
        default: kind = nil
        }
        if let kind {
            emit(kind, start, wordEnd)
            pos = wordEnd
        } else {
            emit(.pound, start, start &+ 1)
            pos = start &+ 1
        }
    }

    func matches(_ index: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index &+ count <= end else { return false }
        let pointer = word.utf8Start
        var offset = 0
        while offset < count {
            if base[index &+ offset] != pointer[offset] { return false }
            offset &+= 1
        }
        return true
    }

    // MARK: Operators

    /// Whether the operator starting at `index` has an operand directly before it.
    @inline(__always)
    func isLeftBound(_ index: Int) -> Bool {
        if index <= begin { return false }
        let previous = base[index &- 1]
        if LexerCore.unboundBefore(previous) { return false }
        switch previous {
        case byteSlash:
            return !(index &- 2 >= begin && base[index &- 2] == byteStar)
        case 0xA0:
            return !(index &- 2 >= begin && base[index &- 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the operator ending at `index` has an operand directly after it.
    @inline(__always)
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < end else { return false }
        let next = base[index]
        if LexerCore.unboundAfter(next) { return false }
        switch next {
        case byteDot:
            return !leftBound
        case byteSlash:
            let after = byte(index &+ 1)
            return !(after == byteSlash || after == byteStar)
        case 0xC2:
            return byte(index &+ 1) != 0xA0
        default:
            return true
        }
    }

    mutating func lexOperator(preferRegex: Bool) {
        let start = pos
        var stop = start
        let first = base[start]
        stop &+= first < 0x80 ? 1 : max(decodeUTF8Slow(base, start, end).length, 1)
        while stop < end {
            let current = base[stop]
            if current == byteDot && first != byteDot { break }
            if current == 0x3C && byte(stop &+ 1) == bytePound && placeholderEndOnLine(stop) { break }
            if current < 0x80 {
                if classes[Int(current)] & CharacterClasses.operatorStart == 0 { break }
                stop &+= 1
            } else {
                let decoded = decodeUTF8Slow(base, stop, end)
                guard let scalar = decoded.scalar, CharacterClasses.isOperatorContinue(scalar) else { break }
                stop &+= decoded.length
            }
        }
        // Only the first '/' of an operator may start a regex literal.
        var slash = start
        while slash < stop {
            if base[slash] == byteSlash {
                if tryRegexInOperator(slash: slash, operatorStart: start, operatorEnd: stop, preferRegex: preferRegex) { return }
                break
            }
            slash &+= 1
        }
        if stop &- start > 2 {
            // "//" or "/*" inside an operator starts a comment.
            var index = start &+ 1
            while index < stop {
                if base[index] == byteSlash {
                    let next = byte(index &+ 1)
                    if next == byteSlash || next == byteStar {
                        stop = index
                        break
                    }
                }
                index &+= 1
            }
        }
        emitOperator(start, stop)
        pos = stop
    }

    func placeholderEndOnLine(_ index: Int) -> Bool {
        var scan = index
        while scan &+ 1 < end {
            let current = base[scan]
            if current == byteNewline { return false }
            if current == bytePound && base[scan &+ 1] == 0x3E { return true }
            scan &+= 1
        }
        return false
    }

    mutating func emitOperator(_ start: Int, _ stop: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(stop, leftBound: leftBound)
        let length = stop &- start
        if length == 1 {
            switch base[start] {
            case 0x3D:  // =
                if leftBound != rightBound { diagnose(start, "'=' must have consistent whitespace on both sides") }
                emit(.equal, start, stop)
                return
            case 0x26:  // &
                if rightBound && !leftBound {
                    emit(.prefixAmpersand, start, stop)
                    return
                }
            case byteDot:
                emit(.period, start, stop)
                return
            case 0x3F:  // ?
                emit(leftBound ? .postfixQuestionMark : .infixQuestionMark, start, stop)
                return
            default:
                break
            }
        } else if length == 2 {
            if base[start] == 0x2D && base[start &+ 1] == 0x3E {
                emit(.arrow, start, stop)
                return
            }
            if base[start] == byteStar && base[start &+ 1] == byteSlash {
                diagnose(start, "unexpected end of block comment")
                emit(.unknown, start, stop, malformed: true)
                return
            }
        } else {
            var index = start
            while index &+ 1 < stop {
                if base[index] == byteStar && base[index &+ 1] == byteSlash {
                    diagnose(start, "unexpected end of block comment")
                    emit(.unknown, start, stop, malformed: true)
                    return
                }
                index &+= 1
            }
        }
        if leftBound == rightBound {
            emit(.binaryOperator, start, stop)
        } else if leftBound {
            emit(.postfixOperator, start, stop)
        } else {
            emit(.prefixOperator, start, stop)
        }
    }

    // MARK: Regex literals

    /// Whether the previous token leaves the lexer expecting an operand, where a `/` would
    /// rather open a regex literal than divide.
    func isInRegexLiteralPosition() -> Bool {
        guard let kind = previousKind else { return true }
        switch kind {
        case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand,
             .binaryOperator, .equal, .semicolon, .comma, .colon, .infixQuestionMark,
             .poundIf, .poundElse, .poundElseif, .poundEndif, .unknown:
            return true
        case .keyword:
            return previousRole != .expressionKeyword
        default:
            return false
        }
    }

    mutating func tryRegexInOperator(slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> Bool {
        let leftBound = isLeftBound(operatorStart)
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        if leftBound { return false }
        // `prefix func /(...)`, `operator /^/`: an operator name, never a regex.
        if previousRole == .funcKeyword || previousRole == .operatorKeyword { return false }
        var mustBeRegex = false
        if leftBound == rightBound {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !isInRegexLiteralPosition() { return false }
            // An unapplied operator is legal as an argument (`reduce(0, /)`), so stay unsure there.
            switch previousKind {
            case .leftParen?, .leftSquare?, .comma?, .colon?:
                break
            default:
                mustBeRegex = true
            }
        }
        guard let scan = scanRegex(slash, mustBeRegex: mustBeRegex) else { return false }
        if slash > operatorStart { emitOperator(operatorStart, slash) }
        emitRegex(scan)
        return true
    }

    struct RegexScan {
        var start: Int
        var openSlash: Int
        var patternEnd: Int
        var closeSlashEnd: Int  // -1 when there is no closing slash
        var stop: Int
        var malformed: Bool
    }

    mutating func emitRegex(_ scan: RegexScan) {
        if scan.openSlash > scan.start { emit(.regexPoundDelimiter, scan.start, scan.openSlash) }
        emit(.regexSlash, scan.openSlash, scan.openSlash &+ 1)
        if scan.patternEnd > scan.openSlash &+ 1 {
            emit(.regexPattern, scan.openSlash &+ 1, scan.patternEnd, malformed: scan.malformed)
        }
        if scan.closeSlashEnd >= 0 {
            emit(.regexSlash, scan.closeSlashEnd &- 1, scan.closeSlashEnd)
            if scan.stop > scan.closeSlashEnd { emit(.regexPoundDelimiter, scan.closeSlashEnd, scan.stop) }
        }
        if scan.malformed { diagnose(scan.start, "malformed regex literal") }
        pos = scan.stop
    }

    /// Scans a regex literal `#*/.../#*` at `start`. Returns nil when it is not one; with
    /// `mustBeRegex` an unterminated or odd literal is still taken (and marked malformed).
    func scanRegex(_ start: Int, mustBeRegex: Bool) -> RegexScan? {
        var cursor = start
        var poundCount = 0
        while cursor < end && base[cursor] == bytePound {
            cursor &+= 1
            poundCount &+= 1
        }
        guard cursor < end && base[cursor] == byteSlash else { return nil }
        let openSlash = cursor
        cursor &+= 1
        var malformed = false
        if poundCount == 0 {
            if cursor < end {
                let next = base[cursor]
                if next == byteSpace || next == byteTab {
                    if mustBeRegex { malformed = true } else { return nil }
                } else if next == byteStar || next == byteSlash {
                    return nil
                }
            }
            if openSlash > begin && base[openSlash &- 1] == byteStar { return nil }
        }
        var firstNewline = -1
        if poundCount > 0 {
            var scan = cursor
            while scan < end && (base[scan] == byteSpace || base[scan] == byteTab) { scan &+= 1 }
            if scan < end && (base[scan] == byteNewline || base[scan] == byteReturn) {
                firstNewline = scan
                cursor = scan
            }
        }
        let isMultiline = firstNewline >= 0
        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        var lastNewlineEnd = -1
        var candidateCloseSlashEnd = -1
        var terminated = false
        var closeSlashEnd = -1

        scanLoop: while true {
            // Closing delimiter?
            if cursor < end && base[cursor] == byteSlash {
                var after = cursor &+ 1
                candidateCloseSlashEnd = after
                var closePounds = 0
                if poundCount > 0 {
                    while after < end && base[after] == bytePound {
                        after &+= 1
                        closePounds &+= 1
                    }
                }
                if closePounds >= poundCount {
                    if lastNewlineEnd >= 0 {
                        var scan = lastNewlineEnd
                        while scan < cursor {
                            if base[scan] != byteSpace && base[scan] != byteTab {
                                malformed = true
                                break
                            }
                            scan &+= 1
                        }
                    }
                    var unterminatedHere = false
                    if closePounds == 0 {
                        if after < end && (base[after] == byteStar || base[after] == byteSlash) {
                            unterminatedHere = true
                        } else if lastUnescapedSpace >= 0 && lastUnescapedSpace &+ 1 == cursor {
                            if mustBeRegex { malformed = true } else { return nil }
                        }
                    }
                    if unterminatedHere { break scanLoop }
                    closeSlashEnd = cursor &+ 1
                    cursor = after
                    terminated = true
                    break scanLoop
                }
            }
            // One pattern character (two for an escape).
            var escaped = false
            while true {
                if cursor >= end {
                    if isMultiline { cursor = firstNewline }
                    break scanLoop
                }
                let characterStart = cursor
                let decoded = decodeUTF8(base, cursor, end)
                cursor &+= max(decoded.length, 1)
                guard let scalar = decoded.scalar else {
                    malformed = true
                    break
                }
                switch scalar {
                case 0x0A, 0x0D:
                    if !isMultiline {
                        cursor = characterStart
                        break scanLoop
                    }
                    lastNewlineEnd = cursor
                case 0x5C where !escaped:
                    escaped = true
                    continue
                case 0x28 where !escaped && classDepth == 0:
                    groupDepth &+= 1
                case 0x29 where !escaped && classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth &-= 1
                    }
                case 0x5B where !escaped:
                    classDepth &+= 1
                case 0x5D where !escaped:
                    if classDepth > 0 { classDepth &-= 1 }
                case 0:
                    malformed = true
                case 0x20, 0x09:
                    if !escaped { lastUnescapedSpace = characterStart }
                    if scalar == 0x09 && !isMultiline { malformed = true }
                default:
                    if scalar < 0x20 || scalar == 0x7F { malformed = true }
                }
                break
            }
        }
        if terminated {
            return RegexScan(start: start, openSlash: openSlash, patternEnd: closeSlashEnd &- 1, closeSlashEnd: closeSlashEnd, stop: cursor, malformed: malformed)
        }
        if !mustBeRegex { return nil }
        // Unterminated: for `#/.../#` recover a closing delimiter that lacks some pounds.
        let patternStart = openSlash &+ 1
        if poundCount > 0 && cursor > patternStart {
            if base[cursor &- 1] == byteSlash {
                return RegexScan(start: start, openSlash: openSlash, patternEnd: cursor &- 1, closeSlashEnd: cursor, stop: cursor, malformed: true)
            }
            if base[cursor &- 1] == bytePound && candidateCloseSlashEnd >= 0 && candidateCloseSlashEnd <= cursor {
                var scan = candidateCloseSlashEnd
                while scan < cursor && base[scan] == bytePound { scan &+= 1 }
                if scan == cursor {
                    return RegexScan(start: start, openSlash: openSlash, patternEnd: candidateCloseSlashEnd &- 1, closeSlashEnd: candidateCloseSlashEnd, stop: cursor, malformed: true)
                }
            }
        }
        return RegexScan(start: start, openSlash: openSlash, patternEnd: cursor, closeSlashEnd: -1, stop: cursor, malformed: true)
    }

    // MARK: Numbers

    mutating func lexNumber() {
        let start = pos
        let second = byte(start &+ 1)
        if base[start] == 0x30 && second == 0x78 {  // 0x
            lexHexNumber()
            return
        }
        if base[start] == 0x30 && (second == 0x6F || second == 0x62) {  // 0o 0b
            let isOctal = second == 0x6F
            var index = start &+ 2
            func isRadixDigit(_ byte: UInt8) -> Bool {
                isOctal ? (byte >= 0x30 && byte <= 0x37) : (byte == 0x30 || byte == 0x31)
            }
            if index < end && !isRadixDigit(base[index]) {
                while let length = identifierContinueLength(index) { index &+= length }
                finishNumber(.integerLiteral, start, index, malformed: true)
                return
            }
            while index < end && (isRadixDigit(base[index]) || base[index] == 0x5F) { index &+= 1 }
            var malformed = false
            if identifierContinueLength(index) != nil {
                malformed = true
                while let length = identifierContinueLength(index) { index &+= length }
            }
            finishNumber(.integerLiteral, start, index, malformed: malformed)
            return
        }
        var index = start
        while index < end && (classes[Int(base[index])] & CharacterClasses.decimalDigit != 0 || base[index] == 0x5F) { index &+= 1 }
        if index < end && base[index] == byteDot {
            if index &+ 1 >= end || classes[Int(base[index &+ 1])] & CharacterClasses.decimalDigit == 0 || previousKind == .period {
                finishNumber(.integerLiteral, start, index, malformed: false)
                return
            }
        } else if index >= end || (base[index] != 0x65 && base[index] != 0x45) {
            var malformed = false
            if identifierContinueLength(index) != nil {
                malformed = true
                while let length = identifierContinueLength(index) { index &+= length }
            }
            finishNumber(.integerLiteral, start, index, malformed: malformed)
            return
        }
        if index < end && base[index] == byteDot {
            index &+= 1
            while index < end && (classes[Int(base[index])] & CharacterClasses.decimalDigit != 0 || base[index] == 0x5F) { index &+= 1 }
        }
        if index < end && (base[index] == 0x65 || base[index] == 0x45) {
            index &+= 1
            if index < end && (base[index] == 0x2D || base[index] == 0x2B) { index &+= 1 }
            if index >= end || classes[Int(base[index])] & CharacterClasses.decimalDigit == 0 {
                while let length = identifierContinueLength(index) { index &+= length }
                finishNumber(.floatLiteral, start, index, malformed: true)
                return
            }
            while index < end && (classes[Int(base[index])] & CharacterClasses.decimalDigit != 0 || base[index] == 0x5F) { index &+= 1 }
            if identifierContinueLength(index) != nil {
                while let length = identifierContinueLength(index) { index &+= length }
                finishNumber(.floatLiteral, start, index, malformed: true)
                return
            }
        }
        finishNumber(.floatLiteral, start, index, malformed: false)
    }

    mutating func finishNumber(_ kind: TokenKind, _ start: Int, _ stop: Int, malformed: Bool) {
        if malformed { diagnose(start, "malformed number literal") }
        emit(kind, start, stop, malformed: malformed)
        pos = stop
    }

    @inline(__always)
    func isHexDigit(_ index: Int) -> Bool {
        index < end && classes[Int(base[index])] & CharacterClasses.hexDigit != 0
    }

    @inline(__always)
    func isDecimalDigit(_ index: Int) -> Bool {
        index < end && classes[Int(base[index])] & CharacterClasses.decimalDigit != 0
    }

    mutating func lexHexNumber() {
        let start = pos
        var index = start &+ 2
        guard index < end else {
            finishNumber(.integerLiteral, start, index, malformed: true)
            return
        }
        guard isHexDigit(index) else {
            if identifierContinueLength(index) != nil {
                while let length = identifierContinueLength(index) { index &+= length }
            }
            finishNumber(.integerLiteral, start, index, malformed: true)
            return
        }
        while index < end && (isHexDigit(index) || base[index] == 0x5F) { index &+= 1 }
        let atDot = index < end && base[index] == byteDot
        let atExponent = index < end && (base[index] == 0x70 || base[index] == 0x50)
        if !atDot && !atExponent {
            var malformed = false
            if identifierContinueLength(index) != nil {
                malformed = true
                while let length = identifierContinueLength(index) { index &+= length }
            }
            finishNumber(.integerLiteral, start, index, malformed: malformed)
            return
        }
        var dot = -1
        if atDot {
            dot = index
            index &+= 1
            if index < end && !isHexDigit(index) {
                finishNumber(.integerLiteral, start, dot, malformed: false)
                return
            }
            while index < end && (isHexDigit(index) || base[index] == 0x5F) { index &+= 1 }
            if index >= end || (base[index] != 0x70 && base[index] != 0x50) {
                if index &+ 1 < end && !isDecimalDigit(index &+ 1) {
                    finishNumber(.integerLiteral, start, dot, malformed: false)
                    return
                }
                finishNumber(.integerLiteral, start, index, malformed: true)
                return
            }
        }
        index &+= 1  // p or P
        var signed = false
        if index < end && (base[index] == 0x2B || base[index] == 0x2D) {
            index &+= 1
            signed = true
        }
        if index < end && !isDecimalDigit(index) {
            if dot >= 0 && !isDecimalDigit(dot &+ 1) && !signed {
                finishNumber(.integerLiteral, start, dot, malformed: false)
                return
            }
            while let length = identifierContinueLength(index) { index &+= length }
            finishNumber(.floatLiteral, start, index, malformed: true)
            return
        }
        while index < end && (isDecimalDigit(index) || base[index] == 0x5F) { index &+= 1 }
        if identifierContinueLength(index) != nil {
            while let length = identifierContinueLength(index) { index &+= length }
            finishNumber(.floatLiteral, start, index, malformed: true)
            return
        }
        finishNumber(.floatLiteral, start, index, malformed: false)
    }

    // MARK: - Strings

    /// If `delimiterLength` pounds start at `index`, the index after them (the compiler takes
    /// one pound more when there is one, and so does this); nil otherwise.
    @inline(__always)
    func afterDelimiter(_ index: Int, _ delimiterLength: Int) -> Int? {
        if delimiterLength == 0 { return index }
        var scan = index
        var count = 0
        while scan < end && base[scan] == bytePound && count <= delimiterLength {
            scan &+= 1
            count &+= 1
        }
        return count >= delimiterLength ? scan : nil
    }

    mutating func lexStringOpen(delimiterLength: Int) {
        let start = pos
        if base[start] == byteApostrophe {
            emit(.singleQuote, start, start &+ 1)
            pos = start &+ 1
            pushFrame(.singleQuote, delimiterLength: delimiterLength, openQuoteHasNewline: false, startOffset: start)
            lexStringContents()
            return
        }
        var isMultiline = byte(start &+ 1) == byteQuote && byte(start &+ 2) == byteQuote
        if isMultiline && delimiterLength > 0 {
            // `#"""#` and `#"""a"#` are single-line literals that start with quotes.
            var scan = start &+ 3
            if afterDelimiter(scan, delimiterLength) != nil {
                isMultiline = false
            } else {
                while scan < end && base[scan] != byteNewline && base[scan] != byteReturn {
                    if base[scan] == byteQuote {
                        scan &+= 1
                        if afterDelimiter(scan, delimiterLength) != nil {
                            isMultiline = false
                            break
                        }
                        continue
                    }
                    scan &+= 1
                }
            }
        }
        if isMultiline {
            emit(.multilineStringQuote, start, start &+ 3)
            pos = start &+ 3
            var hasNewline = false
            if pos < end && (base[pos] == byteNewline || base[pos] == byteReturn) {
                if base[pos] == byteReturn && byte(pos &+ 1) == byteNewline { pos &+= 1 }
                pos &+= 1
                hasNewline = true
                pendingFlags = [.spaceBefore, .newlineBefore]
            }
            pushFrame(.multiLine, delimiterLength: delimiterLength, openQuoteHasNewline: hasNewline, startOffset: start)
        } else {
            emit(.stringQuote, start, start &+ 1)
            pos = start &+ 1
            pushFrame(.singleLine, delimiterLength: delimiterLength, openQuoteHasNewline: false, startOffset: start)
        }
        lexStringContents()
    }

    mutating func pushFrame(_ kind: StringFrame.Kind, delimiterLength: Int, openQuoteHasNewline: Bool, startOffset: Int) {
        frames.append(StringFrame(
            kind: kind, delimiterLength: delimiterLength, parenDepth: 0,
            elementBase: multilineElements.count, openQuoteIndex: tokenCount &- 1,
            openQuoteHasNewline: openQuoteHasNewline, startOffset: startOffset
        ))
    }

    mutating func popFrame() {
        guard let frame = frames.popLast() else { return }
        guard frame.kind == .multiLine else { return }
        multilineElements.removeLast(multilineElements.count &- frame.elementBase)
        if overflowed { return }
        // Drop the empty segments kept until now for the indentation rules.
        var write = frame.openQuoteIndex &+ 1
        var read = write
        var carried: TokenFlags = []
        let count = tokenCount
        while read < count {
            var token = tokens[read]
            read &+= 1
            if token.kind == .stringSegment && token.start == token.end {
                carried.formUnion(token.flags.intersection([.spaceBefore, .newlineBefore]))
                continue
            }
            if !carried.isEmpty {
                token.flags.formUnion(carried)
                carried = []
            }
            tokens[write] = token
            write &+= 1
        }
        if write < count {
            tokenCount = write
            pendingFlags.formUnion(carried)
        }
    }

    mutating func emitSegment(_ start: Int, _ stop: Int, multiline: Bool, malformed: Bool, escapedNewline: Bool = false) {
        if multiline {
            emit(.stringSegment, start, stop, malformed: malformed)
            multilineElements.append((tokenCount &- 1) << 1 | (escapedNewline ? 1 : 0))
        } else if stop > start {
            emit(.stringSegment, start, stop, malformed: malformed)
        } else {
            previousKind = .stringSegment
            previousRole = .none
        }
    }

    /// Lexes the text of the innermost open literal from `pos` until it ends or an
    /// interpolation opens.
    mutating func lexStringContents() {
        let frameIndex = frames.count &- 1
        let frame = frames[frameIndex]
        let kind = frame.kind
        let delimiterLength = frame.delimiterLength
        let isMultiline = kind == .multiLine
        var segmentStart = pos
        var malformed = false
        while true {
            if pos >= end {
                if pos > segmentStart || (isMultiline && pos > segmentStart) {
                    emitSegment(segmentStart, pos, multiline: isMultiline, malformed: malformed)
                }
                diagnose(frame.startOffset, "unterminated string literal")
                popFrame()
                return
            }
            let current = base[pos]
            switch current {
            case byteBackslash:
                let backslash = pos
                let afterPounds = afterDelimiter(backslash &+ 1, delimiterLength)
                if let afterPounds, afterPounds < end, base[afterPounds] == byteLeftParen {
                    emitSegment(segmentStart, backslash, multiline: isMultiline, malformed: malformed)
                    emit(.backslash, backslash, backslash &+ 1)
                    var index = backslash &+ 1
                    if delimiterLength > 0 {
                        while index < end && base[index] == bytePound { index &+= 1 }
                        emit(.rawStringDelimiter, backslash &+ 1, index)
                    }
                    if isMultiline { multilineElements.append(-1) }
                    emit(.leftParen, index, index &+ 1)
                    pos = index &+ 1
                    frames[frameIndex].parenDepth = 0
                    return
                }
                if isMultiline, let afterPounds {
                    var scan = afterPounds
                    while scan < end && (base[scan] == byteSpace || base[scan] == byteTab) { scan &+= 1 }
                    if scan < end && (base[scan] == byteNewline || base[scan] == byteReturn) {
                        emitSegment(segmentStart, backslash, multiline: true, malformed: malformed, escapedNewline: true)
                        malformed = false
                        if base[scan] == byteReturn && byte(scan &+ 1) == byteNewline { scan &+= 1 }
                        pos = scan &+ 1
                        pendingFlags = [.spaceBefore, .newlineBefore]
                        segmentStart = pos
                        continue
                    }
                }
                pos = backslash &+ 1
                guard let escapeStart = afterPounds else { continue }  // a plain backslash in a raw string
                pos = escapeStart
                guard pos < end else {
                    malformed = true
                    continue
                }
                switch base[pos] {
                case 0x30, 0x74, byteQuote, byteApostrophe, byteBackslash:  // 0 t " ' \
                    pos &+= 1
                case 0x6E, 0x72:  // n r: the compiler starts a new segment after an escaped line break
                    pos &+= 1
                    emitSegment(segmentStart, pos, multiline: isMultiline, malformed: malformed)
                    malformed = false
                    segmentStart = pos
                case 0x75:  // u{...}
                    pos &+= 1
                    if pos < end && base[pos] == 0x7B {
                        pos &+= 1
                        let digitsStart = pos
                        var value: UInt32 = 0
                        while isHexDigit(pos) {
                            let digit = base[pos]
                            let nibble: UInt32 = digit <= 0x39 ? UInt32(digit &- 0x30) : UInt32((digit | 0x20) &- 0x61 &+ 10)
                            value = (value << 4) | nibble
                            pos &+= 1
                        }
                        let digitCount = pos &- digitsStart
                        if pos < end && base[pos] == 0x7D {
                            pos &+= 1
                            if digitCount >= 1 && digitCount <= 8 && value <= 0x10FFFF && !(value >= 0xD800 && value <= 0xDFFF) {
                                if value == 0x0A || value == 0x0D {
                                    emitSegment(segmentStart, pos, multiline: isMultiline, malformed: malformed)
                                    malformed = false
                                    segmentStart = pos
                                }
                            } else {
                                malformed = true
                            }
                        } else {
                            malformed = true
                        }
                    } else {
                        malformed = true
                    }
                default:
                    malformed = true
                }
            case byteQuote:
                if kind == .singleQuote {
                    pos &+= 1
                    continue
                }
                if kind == .singleLine {
                    if afterDelimiter(pos &+ 1, delimiterLength) != nil {
                        emitSegment(segmentStart, pos, multiline: false, malformed: malformed)
                        closeString(quoteStart: pos, quoteLength: 1, kind: .stringQuote)
                        return
                    }
                    pos &+= 1
                    continue
                }
                if byte(pos &+ 1) == byteQuote && byte(pos &+ 2) == byteQuote && pos &+ 2 < end
                    && afterDelimiter(pos &+ 3, delimiterLength) != nil
                {
                    emitSegment(segmentStart, pos, multiline: true, malformed: malformed)
                    let indentation = trimMultilineSegments(frame)
                    if indentation { pendingFlags.insert(.spaceBefore) }
                    closeString(quoteStart: pos, quoteLength: 3, kind: .multilineStringQuote)
                    return
                }
                pos &+= 1
            case byteApostrophe:
                if kind == .singleQuote {
                    emitSegment(segmentStart, pos, multiline: false, malformed: malformed)
                    closeString(quoteStart: pos, quoteLength: 1, kind: .singleQuote)
                    return
                }
                pos &+= 1
            case byteNewline, byteReturn:
                if isMultiline {
                    pos &+= 1
                    if current == byteReturn && byte(pos) == byteNewline { pos &+= 1 }
                    emitSegment(segmentStart, pos, multiline: true, malformed: malformed)
                    malformed = false
                    pendingFlags.insert(.newlineBefore)
                    segmentStart = pos
                    continue
                }
                emitSegment(segmentStart, pos, multiline: false, malformed: malformed)
                diagnose(frame.startOffset, "unterminated string literal")
                popFrame()
                return
            case 0:
                malformed = true
                pos &+= 1
            default:
                if current >= 0x80 {
                    let decoded = decodeUTF8Slow(base, pos, end)
                    if decoded.scalar == nil { malformed = true }
                    pos &+= max(decoded.length, 1)
                } else {
                    if (current < 0x20 && !(current == byteTab && isMultiline)) || current == 0x7F { malformed = true }
                    pos &+= 1
                }
            }
        }
    }

    mutating func closeString(quoteStart: Int, quoteLength: Int, kind: TokenKind) {
        emit(kind, quoteStart, quoteStart &+ quoteLength)
        pos = quoteStart &+ quoteLength
        if frames[frames.count &- 1].delimiterLength > 0 {
            var index = pos
            while index < end && base[index] == bytePound { index &+= 1 }
            if index > pos {
                emit(.rawStringDelimiter, pos, index)
                pos = index
            }
        }
        popFrame()
    }

    // MARK: Multi-line string indentation

    @inline(__always)
    func isIndentationByte(_ byte: UInt8) -> Bool { byte == byteSpace || byte == byteTab }

    func newlineSuffixLength(_ token: Token) -> Int {
        let start = Int(token.start)
        let stop = Int(token.end)
        guard stop > start else { return 0 }
        let last = base[stop &- 1]
        if last == byteNewline {
            return stop &- 2 >= start && base[stop &- 2] == byteReturn ? 2 : 1
        }
        return last == byteReturn ? 1 : 0
    }

    /// Removes from the segments of a multi-line literal what the compiler does not count as
    /// its text: the indentation of the closing delimiter at the start of each line, and the
    /// line break before the closing delimiter. Returns whether the closing delimiter is
    /// indented (its indentation becomes trivia before it).
    mutating func trimMultilineSegments(_ frame: StringFrame) -> Bool {
        if overflowed { return false }
        let elementBase = frame.elementBase
        let count = multilineElements.count &- elementBase
        guard count >= 1 else { return false }
        let lastElement = multilineElements[elementBase &+ count &- 1]
        guard lastElement >= 0 else { return false }
        let lastIndex = lastElement >> 1
        var strippedPrevious = -1
        if count == 1 {
            if !frame.openQuoteHasNewline { return false }
        } else {
            let previousElement = multilineElements[elementBase &+ count &- 2]
            if previousElement < 0 { return false }
            if previousElement & 1 == 0 {
                let previousIndex = previousElement >> 1
                let suffix = newlineSuffixLength(tokens[previousIndex])
                if suffix == 0 { return false }
                tokens[previousIndex].end &-= UInt32(suffix)
                strippedPrevious = previousIndex
            }
        }
        let last = tokens[lastIndex]
        let lastStart = Int(last.start)
        let lastEnd = Int(last.end)
        var indentationEnd = lastStart
        while indentationEnd < lastEnd && isIndentationByte(base[indentationEnd]) { indentationEnd &+= 1 }
        let indentationLength = indentationEnd &- lastStart
        var middleCount = count
        var closingIndented = false
        if indentationEnd == lastEnd {
            tokens[lastIndex].start = tokens[lastIndex].end
            middleCount = count &- 1
            closingIndented = indentationLength > 0
        }
        var onNewLine = frame.openQuoteHasNewline
        var index = 0
        while index < middleCount {
            let element = multilineElements[elementBase &+ index]
            index &+= 1
            if element < 0 {
                onNewLine = false
                continue
            }
            let tokenIndex = element >> 1
            let escapedNewline = element & 1 == 1
            if onNewLine {
                let token = tokens[tokenIndex]
                let start = Int(token.start)
                let stop = Int(token.end)
                var hasPrefix = stop &- start >= indentationLength
                if hasPrefix {
                    var offset = 0
                    while offset < indentationLength {
                        if base[start &+ offset] != base[lastStart &+ offset] {
                            hasPrefix = false
                            break
                        }
                        offset &+= 1
                    }
                }
                if hasPrefix {
                    if indentationLength > 0 {
                        tokens[tokenIndex].start &+= UInt32(indentationLength)
                        tokens[tokenIndex].flags.insert(.spaceBefore)
                    }
                } else if (stop == start || newlineSuffixLength(token) == stop &- start) && !escapedNewline {
                    // An empty line needs no indentation.
                } else {
                    var scan = start
                    while scan < stop && isIndentationByte(base[scan]) { scan &+= 1 }
                    if scan > start {
                        tokens[tokenIndex].start = UInt32(truncatingIfNeeded: scan)
                        tokens[tokenIndex].flags.insert(.spaceBefore)
                    }
                }
            }
            onNewLine = newlineSuffixLength(tokens[tokenIndex]) > 0 || escapedNewline || tokenIndex == strippedPrevious
        }
        return closingIndented
    }
}
