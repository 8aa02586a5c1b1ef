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

    static let slotCount = 512

    /// The multiplier of `hash`, chosen when the table is made so that no two reserved words
    /// share a slot: a look-up is then one probe and no loop.
    static let multiplier: UInt64 = {
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        // Today's words need 28 candidates. Two words that share their first eight bytes and
        // their length can never be told apart by `hash`: the search then stops here, in the
        // first lexer test, instead of looping for ever.
        for _ in 0..<100_000 {
            var used = Set<Int>()
            if reserved.allSatisfy({ word in used.insert(hash(pack(Array(word.utf8)).0, word.utf8.count, multiplier: candidate)).inserted }) {
                return candidate
            }
            // The next odd candidate from SplitMix64's sequence: deterministic.
            candidate = (candidate &+ 0x9E37_79B9_7F4A_7C15) ^ (candidate >> 29) | 1
        }
        preconditionFailure("no collision-free keyword table of \(slotCount) slots: grow slotCount or hash more bytes")
    }()

    /// A collision-free hash table of the reserved words packed into two little-endian words
    /// (every reserved word is at most 15 bytes). Slot layout: word0, word1, length | role << 8;
    /// an empty slot is all zeros, which no word of 1 to 15 bytes matches.
    static let table: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount * 3)
        table.initialize(repeating: 0, count: slotCount * 3)
        for word in reserved {
            let bytes = Array(word.utf8)
            let packed = pack(bytes)
            let role: Role
            switch word {
            case "try": role = .tryKeyword
            case "func": role = .funcKeyword
            case "operator": role = .operatorKeyword
            default: role = expressionKeywords.contains(word) ? .expressionKeyword : .keyword
            }
            let slot = hash(packed.0, bytes.count, multiplier: multiplier)
            precondition(table[slot * 3 + 2] == 0, "reserved words collide in the keyword table")
            table[slot * 3] = packed.0
            table[slot * 3 + 1] = packed.1
            table[slot * 3 + 2] = UInt64(bytes.count) | UInt64(role.rawValue) << 8
        }
        return UnsafePointer(table)
    }()

    private static func pack(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var packed: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            if index < 8 { packed.0 |= UInt64(byte) << UInt64(index * 8) } else { packed.1 |= UInt64(byte) << UInt64((index - 8) * 8) }
        }
        return packed
    }

    @inline(__always)
    static func hash(_ word0: UInt64, _ length: Int, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((word0 &* multiplier) >> 55) ^ UInt64(length)) & (slotCount - 1)
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

    /// The role of the word `base[start..<end]`, `.none` when it is not a reserved word. Without
    /// a branch on the word itself: whether a word is a keyword is what the processor cannot
    /// guess, so the answer is computed, not jumped to.
    @inline(__always)
    static func role(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, bufferEnd: Int, table: UnsafePointer<UInt64>, multiplier: UInt64) -> Role {
        let length = end &- start
        if length > 15 || length < 1 { return .none }
        var word0: UInt64 = 0
        var word1: UInt64 = 0
        #if _endian(little)
        if start &+ 16 <= bufferEnd {
            // Two unaligned loads, masked to the word's length.
            let raw = UnsafeRawPointer(base + start)
            let bits = UInt64(truncatingIfNeeded: length &* 8)
            word0 = raw.loadUnaligned(as: UInt64.self) & (length >= 8 ? ~0 : (1 &<< bits) &- 1)
            word1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & (length > 8 ? (1 &<< (bits &- 64)) &- 1 : 0)
        } else {
            packSlowly(base, start, length, &word0, &word1)
        }
        #else
        packSlowly(base, start, length, &word0, &word1)
        #endif
        let slot = hash(word0, length, multiplier: multiplier) &* 3
        let meta = table[slot &+ 2]
        let difference = (table[slot] ^ word0) | (table[slot &+ 1] ^ word1) | ((meta & 0xFF) ^ UInt64(length))
        let raw = difference == 0 ? UInt8(truncatingIfNeeded: meta >> 8) : 0
        return unsafeBitCast(raw, to: Role.self)
    }
}
