/// Finding identities that survive unrelated edits: a hash of the rule, the file, the offending
/// line's text with whitespace collapsed, and the finding's index among findings with the same
/// three. Line numbers are left out on purpose, so that lines inserted above change nothing.
public enum Fingerprint {
    /// `lineText` with leading and trailing whitespace removed and every inner run of spaces and
    /// tabs collapsed to one space.
    public static func normalize(_ lineText: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(lineText.utf8.count)
        var pendingSpace = false
        for byte in lineText.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A || byte == 0x0B || byte == 0x0C {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(0x20)
                pendingSpace = false
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// 16 lowercase hex digits (FNV-1a, 64 bits), the same on every platform and run.
    public static func compute(rule: String, file: String, lineText: String, occurrence: Int) -> String {
        hashNormalized(rule: rule, file: file, normalizedText: normalize(lineText), occurrence: occurrence)
    }

    /// Sets `fingerprint` on every finding. `lineText(file, line)` returns the text of a 1-based
    /// line (empty when unknown). Occurrence indices follow the report order, so they do not depend
    /// on the order findings arrive in.
    public static func assign(to findings: inout [Finding], lineText: (String, Int) -> String) {
        let order = findings.indices.sorted { Finding.reportOrder(findings[$0], findings[$1]) }
        var counts: [String: Int] = [:]
        for index in order {
            let finding = findings[index]
            let text = normalize(lineText(finding.file, finding.line))
            let key = finding.rule + "\u{0}" + finding.file + "\u{0}" + text
            let occurrence = counts[key, default: 0]
            counts[key] = occurrence + 1
            findings[index].fingerprint = hashNormalized(rule: finding.rule, file: finding.file, normalizedText: text,
                                                          occurrence: occurrence)
        }
    }

    private static func hashNormalized(rule: String, file: String, normalizedText: String, occurrence: Int) -> String {
        var hash = FNV1a64()
        hash.add(rule)
        hash.add(0)
        hash.add(file)
        hash.add(0)
        hash.add(normalizedText)
        hash.add(0)
        hash.add(String(occurrence))
        return hash.hexDigest
    }
}

/// FNV-1a with 64 bits: tiny, fast and stable (Swift's `Hasher` is seeded per process).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* Self.prime
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
