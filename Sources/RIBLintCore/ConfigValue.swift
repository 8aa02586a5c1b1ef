/// A JSON value as configuration carries it: rule options, merged configuration trees.
public enum ConfigValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ConfigValue])
    case object([String: ConfigValue])

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value.rounded() == value && abs(value) < 9.0e15: return Int(value)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [ConfigValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The elements when this is an array of strings only.
    public var stringArray: [String]? {
        guard case .array(let elements) = self else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let string) = element else { return nil }
            strings.append(string)
        }
        return strings
    }

    public var objectValue: [String: ConfigValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The name of the kind, as configuration errors say what they expected or found.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses JSON text; errors carry line and column and name `file`.
    public static func parse(_ text: String, file: String) throws -> ConfigValue {
        try JSONParser.parse(text, file: file).configValue
    }

    /// Compact JSON with object keys sorted, for messages and stable output.
    public var jsonText: String {
        var out = ""
        appendJSON(to: &out)
        return out
    }

    private func appendJSON(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value): out += JSONText.number(value)
        case .string(let value): JSONText.appendQuoted(value, to: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                element.appendJSON(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += ", " }
                JSONText.appendQuoted(key, to: &out)
                out += ": "
                members[key]!.appendJSON(to: &out)
            }
            out += "}"
        }
    }
}

/// JSON text helpers shared by the reporters and the baseline, written by hand so that output is
/// byte-identical for equal input on every platform (Foundation's encoders differ in escaping and
/// number formatting between Darwin and Linux).
public enum JSONText {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// `value` as a JSON string literal, quotes included. Escapes `"`, `\` and every control
    /// character; everything else stays UTF-8 as is.
    public static func quoted(_ value: String) -> String {
        var out = ""
        appendQuoted(value, to: &out)
        return out
    }

    /// Appends `quoted(value)` to `out`. Most strings of a report (paths, rule ids, names) need
    /// no escape at all: they are appended whole, without a byte-by-byte copy.
    public static func appendQuoted(_ value: String, to out: inout String) {
        var value = value
        if value.withUTF8(anyNeedsEscape) {
            var bytes: [UInt8] = []
            appendQuoted(value, to: &bytes)
            out += String(decoding: bytes, as: UTF8.self)
        } else {
            out += "\""
            out += value
            out += "\""
        }
    }

    /// Appends `quoted(value)` to the UTF-8 bytes of a text being built (large reports, where
    /// appending to a `String` piece by piece costs more than the rest of the rendering).
    public static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            if !anyNeedsEscape(utf8) {
                out.append(contentsOf: utf8)
            } else {
                for byte in utf8 { appendEscaped(byte, to: &out) }
            }
        }
        out.append(0x22)
    }

    private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case 0x22: bytes.append(0x5C); bytes.append(0x22)
        case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
        case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
        case 0x0D: bytes.append(0x5C); bytes.append(0x72)
        case 0x09: bytes.append(0x5C); bytes.append(0x74)
        case 0x08: bytes.append(0x5C); bytes.append(0x62)
        case 0x0C: bytes.append(0x5C); bytes.append(0x66)
        case 0x00..<0x20, 0x7F:
            bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        default: bytes.append(byte)
        }
    }

    /// Whether any byte needs an escape, eight bytes per step: a report is mostly paths and
    /// messages that need none, and this scan was most of the time spent writing them.
    static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A byte below 0x20, or equal to `"`, `\\` or DEL.
            if (word &- ones &* 0x20) & ~word & highs != 0 || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x5C)) || hasZeroByte(word ^ (ones &* 0x7F)) {
                return true
            }
            index += 8
        }
        while index < bytes.count {
            if needsEscape(bytes[index]) { return true }
            index += 1
        }
        return false
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
    }

    /// A finite double in the shortest form that reads back equal; integers without a fraction.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value.rounded() == value && abs(value) < 1.0e15 { return String(Int(value)) }
        return "\(value)"
    }
}
