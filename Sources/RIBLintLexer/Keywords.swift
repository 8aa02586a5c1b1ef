/// The words the Swift lexer itself reserves (swift-syntax calls them "lexer classified"
/// keywords). Contextual keywords (`get`, `weak`, `async`, `actor`, ...) are identifiers to the
/// lexer; the parser decides about them.
enum Keywords {
    /// What the lexer needs to know about a word beyond "it is a keyword".
    enum Role: UInt8 {
        case none = 0
        case keyword = 1
        /// A keyword that is itself an expression (`true`, `self`, `_`, ...): a `/` after it
        /// divides rather than opening a regex literal.
        case expressionKeyword = 2
        case tryKeyword = 3
        case funcKeyword = 4
        case operatorKeyword = 5
    }

    static let reserved: [String] = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "_",
    ]

    private static let expressionKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super", "_"]

    static let slotCount = 256
    /// Open-addressing hash table of the reserved words packed into two little-endian words
    /// (every reserved word is at most 15 bytes). Slot layout: word0, word1, length | role << 8.
    static let table: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount * 3)
        table.initialize(repeating: 0, count: slotCount * 3)
        for word in reserved {
            let bytes = Array(word.utf8)
            var packed: (UInt64, UInt64) = (0, 0)
            for (index, byte) in bytes.enumerated() {
                if index < 8 { packed.0 |= UInt64(byte) << UInt64(index * 8) } else { packed.1 |= UInt64(byte) << UInt64((index - 8) * 8) }
            }
            let role: Role
            switch word {
            case "try": role = .tryKeyword
            case "func": role = .funcKeyword
            case "operator": role = .operatorKeyword
            default: role = expressionKeywords.contains(word) ? .expressionKeyword : .keyword
            }
            var slot = hash(packed.0, bytes.count)
            while table[slot * 3 + 2] != 0 { slot = (slot + 1) & (slotCount - 1) }
            table[slot * 3] = packed.0
            table[slot * 3 + 1] = packed.1
            table[slot * 3 + 2] = UInt64(bytes.count) | UInt64(role.rawValue) << 8
        }
        return UnsafePointer(table)
    }()

    /// Bit `b` is set when some reserved word starts with the ASCII byte `b` (bytes 64...127).
    static let firstByteMask: UInt64 = {
        var mask: UInt64 = 0
        for word in reserved {
            let first = word.utf8.first!
            mask |= 1 << UInt64(first - 64)
        }
        return mask
    }()

    @inline(__always)
    static func hash(_ word0: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: ((word0 &* 0x9E37_79B9_7F4A_7C15) >> 56) ^ UInt64(length)) & (slotCount - 1)
    }

    @inline(__always)
    static func packSlowly(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ word0: inout UInt64, _ word1: inout UInt64) {
        var index = 0
        while index < length {
            let byte = UInt64(base[start &+ index])
            if index < 8 { word0 |= byte << UInt64(index &* 8) } else { word1 |= byte << UInt64((index &- 8) &* 8) }
            index &+= 1
        }
    }

    /// The role of the word `base[start..<end]`, `.none` when it is not a reserved word.
    @inline(__always)
    static func role(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, bufferEnd: Int, table: UnsafePointer<UInt64>, firstByteMask: UInt64) -> Role {
        let length = end &- start
        if length > 15 || length < 1 { return .none }
        let first = base[start]
        if first < 64 || first >= 128 || (firstByteMask >> UInt64(first &- 64)) & 1 == 0 { return .none }
        var word0: UInt64 = 0
        var word1: UInt64 = 0
        #if _endian(little)
        if start &+ 16 <= bufferEnd {
            // Two unaligned loads, masked to the word's length, beat a byte loop.
            let raw = UnsafeRawPointer(base + start)
            word0 = raw.loadUnaligned(as: UInt64.self)
            if length < 8 {
                word0 &= (1 << UInt64(length &* 8)) &- 1
            } else {
                word1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                word1 &= (1 << UInt64((length &- 8) &* 8)) &- 1
            }
        } else {
            packSlowly(base, start, length, &word0, &word1)
        }
        #else
        packSlowly(base, start, length, &word0, &word1)
        #endif
        var slot = hash(word0, length)
        while true {
            let meta = table[slot &* 3 &+ 2]
            if meta == 0 { return .none }
            if table[slot &* 3] == word0 && table[slot &* 3 &+ 1] == word1 && Int(meta & 0xFF) == length {
                return Role(rawValue: UInt8(truncatingIfNeeded: meta >> 8)) ?? .keyword
            }
            slot = (slot &+ 1) & (slotCount &- 1)
        }
    }
}
