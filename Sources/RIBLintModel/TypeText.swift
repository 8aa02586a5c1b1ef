import RIBLintCore
/// Canonical spelling of type text, so that a requirement and its provider compare equal
/// however they are written: whitespace removed, `Swift.` dropped, `T?` and `Optional<T>`,
/// `[T]` and `Array<T>`, `[K: V]` and `Dictionary<K, V>` made one.
public enum TypeText {
    /// The canonical form of a type as written (`Swift.Optional< Int >` -> `Int?`).
    public static func normalise(_ text: String) -> String {
        // A plain name with optional marks (`FooStream`, `Foo.Bar?`) is its own normal form; the
        // parser would take it apart and render it back the same.
        var copy = text
        if copy.withUTF8({ bytes in plainNameEnd(bytes).map { end in bytes[end...].allSatisfy(isOptionalMark) } ?? false }) {
            return text
        }
        return normaliseByParsing(text)
    }

    /// `normalise` without its fast path (what the fast path is checked against).
    static func normaliseByParsing(_ text: String) -> String {
        var compact: [UInt8] = []
        compact.reserveCapacity(text.utf8.count)
        for byte in droppingExistentialKeywords(text).utf8 where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) {
            compact.append(byte)
        }
        var parser = Parser(bytes: compact)
        let node = parser.parseType()
        guard parser.position == compact.count else {
            // Not a shape we model (attributes, `some`, `any` compositions...): compare compactly.
            return droppingSwiftPrefixes(String(decoding: compact, as: UTF8.self))
        }
        return node.render()
    }

    /// `any P` and `some P` name the same requirement type as `P` for matching providers: the
    /// keywords go, with the space after them.
    static func droppingExistentialKeywords(_ text: String) -> String {
        // Byte-wise: `String.contains` goes through Foundation, and every type text passes here.
        let bytes = text.utf8
        var mayHold = false
        var previous: UInt8 = 0x20
        for byte in bytes {
            if (byte == UInt8(ascii: "a") || byte == UInt8(ascii: "s")) && !ModuleMap.isIdentifierByte(previous) { mayHold = true; break }
            previous = byte
        }
        guard mayHold, text.containsBytes("any ") || text.containsBytes("some ") else { return text }
        var result = ""
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if character.isWhitespace, word == "any" || word == "some" {
                word = ""
                continue
            }
            result += word
            word = ""
            result.append(character)
        }
        return result + word
    }

    /// The nominal name of a type text without generic arguments and optionality
    /// (`Optional<FooListener>` -> `FooListener`, `RIBs.Builder<X>` -> `RIBs.Builder`).
    public static func nominalName(_ text: String) -> String {
        // Most names are plain (`FooBuilder`, `RIBs.Interactor`): nothing to parse.
        // (`Swift.` prefixes and empty components are the parser's to normalise.)
        // One pass over the bytes: this runs for every type name the model looks up.
        var copy = text
        if copy.withUTF8(isPlainName) { return text }
        // `Foo?`, `Observable<Bar>`, `Relay<Foo.Bar?>?` with simple arguments: the name before them.
        if let end = copy.withUTF8(simpleNominalEnd) { return String(decoding: text.utf8.prefix(end), as: UTF8.self) }
        return nominalNameByParsing(text)
    }

    /// `nominalName` without its fast paths (what they are checked against).
    static func nominalNameByParsing(_ text: String) -> String {
        var compact: [UInt8] = []
        for byte in text.utf8 where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { compact.append(byte) }
        var parser = Parser(bytes: compact)
        var node = parser.parseType()
        while case .optional(let wrapped) = node { node = wrapped }
        if case .named(let name, _) = node { return name }
        return ""
    }

    private static func isOptionalMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") }

    /// Where the leading plain name of `bytes` ends (`isPlainName` holds for the bytes before),
    /// nil when they do not start with one.
    private static func plainNameEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = 0
        while end < bytes.count, ModuleMap.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > 0, isPlainName(UnsafeBufferPointer(rebasing: bytes[..<end])) else { return nil }
        return end
    }

    /// The end of the name of a plain name followed by well-formed generic arguments made of
    /// names (`A.B`), nested arguments, optional marks, commas and spaces, then by `?`s only
    /// (`Observable<Foo.Bar?>?`). Its nominal name is that name, as the parser finds. Nil for
    /// anything else (`Foo!`, `Outer<T>.Inner`, `[Foo]`, closures, stray dots), which the parser
    /// reads.
    static func simpleNominalEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let end = plainNameEnd(bytes) else { return nil }
        var index = end
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            enum Expecting { case name, nameGoingOn, afterDot, afterType }
            var state = Expecting.name
            var depth = 1
            index += 1
            while index < bytes.count, depth > 0 {
                let byte = bytes[index]
                index += 1
                // The parser drops spaces before it reads: `A<B , C>` is `A<B,C>`.
                if byte == UInt8(ascii: " ") { continue }
                let isName = ModuleMap.isIdentifierByte(byte)
                switch (state, byte) {
                case (.name, _), (.afterDot, _):
                    guard isName else { return nil }
                    state = .nameGoingOn
                case (.nameGoingOn, _) where isName:
                    break
                case (.nameGoingOn, UInt8(ascii: ".")):
                    state = .afterDot
                case (.nameGoingOn, UInt8(ascii: "<")):
                    depth += 1
                    state = .name
                case (.nameGoingOn, UInt8(ascii: "?")), (.nameGoingOn, UInt8(ascii: "!")),
                     (.afterType, UInt8(ascii: "?")), (.afterType, UInt8(ascii: "!")):
                    state = .afterType
                case (.nameGoingOn, UInt8(ascii: ",")), (.afterType, UInt8(ascii: ",")):
                    state = .name
                case (.nameGoingOn, UInt8(ascii: ">")), (.afterType, UInt8(ascii: ">")):
                    depth -= 1
                    state = .afterType
                default:
                    return nil
                }
            }
            guard depth == 0 else { return nil }
        }
        return bytes[index...].allSatisfy { $0 == UInt8(ascii: "?") } ? end : nil
    }

    /// Identifiers joined by single dots, not starting with `Swift.`: a name as it is looked up.
    private static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        guard let first = bytes.first, let last = bytes.last, first != dot, last != dot else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == dot {
                if previous == dot { return false }
            } else if !ModuleMap.isIdentifierByte(byte) {
                return false
            }
            previous = byte
        }
        let swiftPrefix: StaticString = "Swift."
        let length = swiftPrefix.utf8CodeUnitCount
        guard bytes.count >= length else { return true }
        for index in 0..<length where bytes[index] != swiftPrefix.utf8Start[index] { return true }
        return false
    }

    /// Removes every `Swift.` that starts a name (not `MySwift.`).
    static func droppingSwiftPrefixes(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let prefix = Array("Swift.".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let atNameStart = index == 0 || !(ModuleMap.isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "."))
            if atNameStart, index + prefix.count <= bytes.count, Array(bytes[index..<index + prefix.count]) == prefix {
                index += prefix.count
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The nominal name of what a container type holds: `[FooRouting]`, `FooRouting?`,
    /// `Set<FooRouting>`, `[String: FooRouting]` -> `FooRouting`; other types as `nominalName`.
    public static func elementName(_ text: String) -> String {
        var compact: [UInt8] = []
        for byte in text.utf8 where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { compact.append(byte) }
        var parser = Parser(bytes: compact)
        var node = parser.parseType()
        while true {
            switch node {
            case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
                node = wrapped
            case .named(let name, let arguments) where ["Array", "Set", "Optional", "WeakBox", "Weak"].contains(name) && arguments.count == 1:
                node = arguments[0]
            case .named("Dictionary", let arguments) where arguments.count == 2:
                node = arguments[1]
            case .named(let name, _):
                return name
            default:
                return ""
            }
        }
    }

    indirect enum Node {
        case named(String, [Node])
        case optional(Node)
        case implicitlyUnwrapped(Node)
        case tuple([Node])
        case function(String)
        case raw(String)

        func render() -> String {
            switch self {
            case .named(let name, let arguments):
                if name == "Array", arguments.count == 1 { return "[" + arguments[0].render() + "]" }
                if name == "Dictionary", arguments.count == 2 {
                    return "[" + arguments[0].render() + ":" + arguments[1].render() + "]"
                }
                if name == "Optional", arguments.count == 1 { return Node.optional(arguments[0]).render() }
                if arguments.isEmpty { return name }
                return name + "<" + arguments.map { $0.render() }.joined(separator: ",") + ">"
            case .optional(let wrapped):
                let inner = wrapped.render()
                if case .function = wrapped { return "(" + inner + ")?" }
                return inner + "?"
            case .implicitlyUnwrapped(let wrapped):
                return wrapped.render() + "!"
            case .tuple(let elements):
                return "(" + elements.map { $0.render() }.joined(separator: ",") + ")"
            case .function(let text), .raw(let text):
                return text
            }
        }
    }

    struct Parser {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func parseType() -> Node {
            let start = position
            var node = parsePrimary()
            while let byte = current {
                if byte == UInt8(ascii: "?") {
                    position += 1
                    node = .optional(node)
                } else if byte == UInt8(ascii: "!") {
                    position += 1
                    node = .implicitlyUnwrapped(node)
                } else if byte == UInt8(ascii: "-"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                    // A function type: keep its text as written (compacted).
                    position += 2
                    _ = parseType()
                    return .function(String(decoding: bytes[start..<position], as: UTF8.self))
                } else if byte == UInt8(ascii: "&") {
                    position += 1
                    _ = parseType()
                    return .raw(TypeText.droppingSwiftPrefixes(String(decoding: bytes[start..<position], as: UTF8.self)))
                } else {
                    break
                }
            }
            return node
        }

        mutating func parsePrimary() -> Node {
            guard let byte = current else { return .raw("") }
            if byte == UInt8(ascii: "[") {
                position += 1
                let first = parseType()
                if current == UInt8(ascii: ":") {
                    position += 1
                    let value = parseType()
                    if current == UInt8(ascii: "]") { position += 1 }
                    return .named("Dictionary", [first, value])
                }
                if current == UInt8(ascii: "]") { position += 1 }
                return .named("Array", [first])
            }
            if byte == UInt8(ascii: "(") {
                position += 1
                var elements: [Node] = []
                while let next = current, next != UInt8(ascii: ")") {
                    // Drop tuple labels (`(a: Int)`) only when followed by a type.
                    let save = position
                    var labelEnd = position
                    while labelEnd < bytes.count, ModuleMap.isIdentifierByte(bytes[labelEnd]) { labelEnd += 1 }
                    if labelEnd < bytes.count, labelEnd > position, bytes[labelEnd] == UInt8(ascii: ":") {
                        position = labelEnd + 1
                    } else {
                        position = save
                    }
                    let before = position
                    elements.append(parseType())
                    if current == UInt8(ascii: ",") { position += 1 } else if position == before { break }
                }
                if current == UInt8(ascii: ")") { position += 1 }
                if elements.count == 1, !(current == UInt8(ascii: "-")) { return elements[0] }
                return .tuple(elements)
            }
            var name = ""
            while true {
                let start = position
                while let next = current, ModuleMap.isIdentifierByte(next) || next == UInt8(ascii: "`") { position += 1 }
                guard position > start else { break }
                let part = String(decoding: bytes[start..<position].filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
                name += name.isEmpty ? part : "." + part
                if current == UInt8(ascii: "<") {
                    position += 1
                    var arguments: [Node] = []
                    while let next = current, next != UInt8(ascii: ">") {
                        let before = position
                        arguments.append(parseType())
                        if current == UInt8(ascii: ",") { position += 1 } else if position == before { break }
                    }
                    if current == UInt8(ascii: ">") { position += 1 }
                    if current == UInt8(ascii: "."), position + 1 < bytes.count, ModuleMap.isIdentifierByte(bytes[position + 1]) {
                        // `Outer<T>.Inner`: keep the arguments in the name.
                        name += "<" + arguments.map { $0.render() }.joined(separator: ",") + ">"
                        position += 1
                        continue
                    }
                    return .named(dropSwiftPrefix(name), arguments)
                }
                if current == UInt8(ascii: "."), position + 1 < bytes.count, ModuleMap.isIdentifierByte(bytes[position + 1]) {
                    position += 1
                    continue
                }
                break
            }
            return .named(dropSwiftPrefix(name), [])
        }

        private func dropSwiftPrefix(_ name: String) -> String {
            name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
        }
    }
}
