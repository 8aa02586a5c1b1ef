/// A JSON value with the place it was written, so that configuration errors can point at it.
struct JSONNode {
    enum Kind {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    var kind: Kind
    var line: Int
    var column: Int

    var configValue: ConfigValue {
        switch kind {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.configValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.value.configValue) }, uniquingKeysWith: { _, last in last }))
        }
    }

    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

struct JSONMember {
    var key: String
    var line: Int
    var column: Int
    var value: JSONNode
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that keeps line and column of every value.
/// Foundation's JSONSerialization reports no positions on Linux and turns booleans into numbers.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var path: [String] = []
    private static let maximumDepth = 256

    static func parse(_ text: String, file: String) throws -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var column: Int { index - lineStart + 1 }

    private mutating func parseDocument() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        if index == bytes.count { throw error("the file is empty; expected a JSON object") }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the end of the JSON value") }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        let startLine = line
        let startColumn = column
        let kind: JSONNode.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
        case UInt8(ascii: "["): kind = try parseArray(depth: depth)
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = try parseNumber()
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(kind: kind, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws -> JSONNode.Kind {
        index += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object; expected '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLine = line
            let keyColumn = column
            let key = try parseString()
            if !seen.insert(key).inserted {
                throw ConfigurationError(file: file, keyPath: joinedPath(appending: key), line: keyLine,
                                         column: keyColumn, problem: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            path.append(key)
            let value = try parseValue(depth: depth + 1)
            path.removeLast()
            members.append(JSONMember(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object; expected '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                    throw error("trailing comma before '}'")
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(key)\"")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONNode.Kind {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            let element = try parseValue(depth: depth + 1)
            path.removeLast()
            elements.append(element)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an array; expected ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                    throw error("trailing comma before ']'")
                }
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("unexpected \(describeCurrent()); expected ',' or ']' in an array")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unexpected end of file inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): try appendUnicodeEscape(to: &out)
                default:
                    index -= 1
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "line break inside a string; write \\n" : "control character inside a string")
            default:
                out.append(byte)
                index += 1
            }
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func appendUnicodeEscape(to out: inout [UInt8]) throws {
        var scalarValue = try readHex4()
        if (0xD800...0xDBFF).contains(scalarValue) {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired UTF-16 surrogate in a \\u escape")
            }
            index += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired UTF-16 surrogate in a \\u escape") }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalarValue) {
            throw error("unpaired UTF-16 surrogate in a \\u escape")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("invalid \\u escape") }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseNumber() throws -> JSONNode.Kind {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("invalid number: leading zero") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digits expected after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digits expected in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .number(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: String) throws {
        let wordBytes = Array(word.utf8)
        guard index + wordBytes.count <= bytes.count, Array(bytes[index..<index + wordBytes.count]) == wordBytes else {
            throw error("unexpected \(describeCurrent()); expected a value")
        }
        index += wordBytes.count
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 {
            // A whole word (e.g. an unquoted key or a typographic quote) reads better than one byte.
            var end = index
            while end < bytes.count, end - index < 12, bytes[end] >= 0x21 { end += 1 }
            return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }
        return "character 0x\(String(byte, radix: 16))"
    }

    private func joinedPath(appending key: String? = nil) -> String? {
        var parts = path
        if let key { parts.append(key) }
        return parts.isEmpty ? nil : ConfigurationError.keyPath(parts)
    }

    private func error(_ problem: String) -> ConfigurationError {
        ConfigurationError(file: file, keyPath: joinedPath(), line: line, column: column, problem: "invalid JSON: " + problem)
    }
}
