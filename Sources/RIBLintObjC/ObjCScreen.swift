/// What riblint does not hand to libclang at all. libclang runs in riblint's own process and has
/// no time or memory limit of its own: 100,000 nested `[` overflowed its stack (exit 139), and a
/// header of several megabytes took minutes. Such a file is skipped, with the reason, and the
/// run goes on. (Macro-expansion bombs cannot happen: `IncludeBlanking` removes `#define`.)
public enum ObjCScreen {
    /// The most an Objective-C file handed to libclang may hold: 1 MiB.
    public static let sizeLimit = 1 << 20
    /// The deepest nesting of `(`, `[` and `{` handed to libclang (clang's own bracket limit).
    public static let nestingLimit = 256

    /// Why `bytes` are not parsed, or nil when they may be.
    public static func reasonToSkip(_ bytes: [UInt8]) -> String? {
        if bytes.count > sizeLimit {
            return "too large for libclang: \(bytes.count) bytes, over the limit of \(sizeLimit >> 20) MiB for Objective-C"
        }
        if let offset = firstTooDeep(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            return "brackets nest deeper than \(nestingLimit) levels at line \(line), column \(offset - lineStart + 1)"
        }
        return nil
    }

    /// The offset of the first bracket that opens level `nestingLimit + 1`, comments and
    /// literals skipped; nil when there is none. One pass.
    static func firstTooDeep(_ bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > nestingLimit { return index }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
