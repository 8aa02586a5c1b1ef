/// Byte and Unicode scalar classification used by the lexer.
///
/// ASCII is answered by one table look-up; everything else by range tables taken from the
/// identifier and operator grammar of The Swift Programming Language (Lexical Structure), which
/// is also what the compiler and swift-syntax implement.
enum CharacterClasses {
    static let identifierStart: UInt8 = 1 << 0
    static let identifierContinue: UInt8 = 1 << 1
    static let operatorStart: UInt8 = 1 << 2
    static let decimalDigit: UInt8 = 1 << 3
    static let hexDigit: UInt8 = 1 << 4
    /// A byte that may start trivia (whitespace, a comment's `/`, a non-breaking space or byte
    /// order mark): the lexer's main loop tests this one bit instead of three comparisons.
    static let triviaStart: UInt8 = 1 << 5
    /// A space or a tab.
    static let horizontalSpace: UInt8 = 1 << 6
    /// A line feed or a carriage return.
    static let lineBreak: UInt8 = 1 << 7

    /// One flag byte per byte value; bytes >= 0x80 have only `triviaStart` here (they may start a
    /// non-breaking space or a byte order mark; Unicode identifiers and operators are decided apart).
    /// Allocated once and never freed so that the hot loop reads it through a plain pointer.
    static let asciiTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierContinue }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinue
        table[Int(UInt8(ascii: "$"))] |= identifierContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            table[Int(byte)] |= identifierContinue | decimalDigit | hexDigit
        }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+*%<>!&|^~.?".utf8 { table[Int(byte)] |= operatorStart }
        for byte in 0...0x20 { table[byte] |= triviaStart }
        table[Int(UInt8(ascii: "/"))] |= triviaStart
        for byte in 0x80...0xFF { table[byte] |= triviaStart }
        table[0x20] |= horizontalSpace
        table[0x09] |= horizontalSpace
        table[0x0A] |= lineBreak
        table[0x0D] |= lineBreak
        return UnsafePointer(table)
    }()

    /// `punctuationKinds`' value for `.`, which is a token by itself only before a byte that
    /// continues no operator.
    static let dotMark: UInt8 = 0xFF

    /// For each byte that is a token by itself whatever follows (`{ } [ ] ( ) , ; : @ \`), its
    /// `TokenKind` raw value plus one; 0 for every other byte. Never freed, like `asciiTable`.
    static let punctuationKinds: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        let kinds: [(Character, TokenKind)] = [
            ("{", .leftBrace), ("}", .rightBrace), ("[", .leftSquare), ("]", .rightSquare), ("(", .leftParen),
            (")", .rightParen), (",", .comma), (";", .semicolon), (":", .colon), ("@", .atSign), ("\\", .backslash),
        ]
        for (character, kind) in kinds { table[Int(character.asciiValue!)] = kind.rawValue + 1 }
        // `.` is a token by itself only before a byte that continues no operator: see the lexer.
        table[Int(UInt8(ascii: "."))] = CharacterClasses.dotMark
        return UnsafePointer(table)
    }()

    /// How many of the eight bytes of `word` (little-endian, first byte lowest) are, from the
    /// first on, ASCII identifier characters (`a-z A-Z 0-9 _ $`): 0 to 8.
    ///
    /// Each byte is classified with plain arithmetic on the whole word: for 7-bit lanes, adding
    /// `0x80 - low` sets a lane's top bit exactly when the lane is `>= low`, and no carry crosses
    /// into the next lane. Bytes >= 0x80 never count.
    @inline(__always)
    static func asciiIdentifierContinueRun(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let sevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let lanes = word & sevenBits
        @inline(__always) func within(_ value: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            ((value &+ ones &* (0x80 &- low)) & ~(value &+ ones &* (0x7F &- high))) & tops
        }
        @inline(__always) func equal(_ value: UInt64, _ byte: UInt64) -> UInt64 {
            let difference = value ^ (ones &* byte)
            return ~((difference &+ sevenBits) | difference) & tops
        }
        let letters = within(lanes | (ones &* 0x20), 0x61, 0x7A)  // a-z, and A-Z folded onto them
        let digits = within(lanes, 0x30, 0x39)
        let accepted = (letters | digits | equal(lanes, 0x5F) | equal(lanes, 0x24)) & ~word & tops
        return (~accepted & tops).trailingZeroBitCount &>> 3
    }

    // Ranges of non-ASCII scalars allowed inside identifiers (the grammar's identifier-head and
    // identifier-character sets combined).
    private static let identifierContinueRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF,
        0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
        0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8,
    ]

    // Combining marks may continue an identifier but not start one.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let operatorStartRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE,
        0x00B0...0x00B1, 0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF,
        0x00D7...0x00D7, 0x00F7...0x00F7, 0x2016...0x2017, 0x2020...0x2027,
        0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
        0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3030,
    ]

    private static let operatorOnlyContinueRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F,
        0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        for range in ranges where range.contains(value) { return true }
        return false
    }

    static func isIdentifierContinue(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return asciiTable[Int(scalar)] & identifierContinue != 0 }
        if scalar >= 0x10000 {
            // Every plane from 1 to 14, minus its last two code points.
            return scalar <= 0xEFFFD && (scalar & 0xFFFF) <= 0xFFFD
        }
        return contains(identifierContinueRanges, scalar)
    }

    static func isIdentifierStart(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return asciiTable[Int(scalar)] & identifierStart != 0 }
        return isIdentifierContinue(scalar) && !contains(combiningRanges, scalar)
    }

    static func isOperatorStart(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return asciiTable[Int(scalar)] & operatorStart != 0 }
        return contains(operatorStartRanges, scalar)
    }

    static func isOperatorContinue(_ scalar: UInt32) -> Bool {
        isOperatorStart(scalar) || contains(operatorOnlyContinueRanges, scalar)
    }

    /// Whitespace that may not appear inside a backticked raw identifier.
    static func isForbiddenRawIdentifierWhitespace(_ scalar: UInt32) -> Bool {
        (scalar >= 0x09 && scalar <= 0x0D) || scalar == 0x85 || scalar == 0xA0 || scalar == 0x1680
            || (scalar >= 0x2000 && scalar <= 0x200A) || scalar == 0x2028 || scalar == 0x2029
            || scalar == 0x202F || scalar == 0x205F || scalar == 0x3000
    }

    static func isPermittedRawIdentifierWhitespace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x200E || scalar == 0x200F
    }
}

/// The result of decoding one UTF-8 sequence: `length` bytes were consumed; `scalar` is nil when
/// the sequence was invalid (then `length` covers the bad lead byte and the continuation bytes
/// that belong to it, the same recovery the compiler uses).
struct DecodedScalar {
    var scalar: UInt32?
    var length: Int
}

@inline(__always)
func isUTF8SequenceStart(_ byte: UInt8) -> Bool {
    byte < 0x80 || (byte >= 0xC2 && byte < 0xF5)
}

/// Decodes the UTF-8 sequence at `index` (which must be < `end`).
@inline(__always)
func decodeUTF8(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> DecodedScalar {
    let lead = base[index]
    if lead < 0x80 { return DecodedScalar(scalar: UInt32(lead), length: 1) }
    return decodeUTF8Slow(base, index, end)
}

func decodeUTF8Slow(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> DecodedScalar {
    let lead = base[index]
    var position = index &+ 1
    if !isUTF8SequenceStart(lead) {
        while position < end && !isUTF8SequenceStart(base[position]) { position &+= 1 }
        return DecodedScalar(scalar: nil, length: position &- index)
    }
    let count = (~lead).leadingZeroBitCount  // 2...4 because lead is in C2...F4
    var value = UInt32(lead) & (0x7F >> UInt32(count))
    var remaining = count &- 1
    while remaining > 0 {
        guard position < end else { return DecodedScalar(scalar: nil, length: position &- index) }
        let byte = base[position]
        guard byte >= 0x80 && byte < 0xC0 else { return DecodedScalar(scalar: nil, length: position &- index) }
        value = (value << 6) | UInt32(byte & 0x3F)
        position &+= 1
        remaining &-= 1
    }
    let length = position &- index
    let bits = 32 &- value.leadingZeroBitCount
    let expected = bits <= 11 ? 2 : (bits <= 16 ? 3 : 4)
    if expected != count || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) {
        return DecodedScalar(scalar: nil, length: length)
    }
    return DecodedScalar(scalar: value, length: length)
}
