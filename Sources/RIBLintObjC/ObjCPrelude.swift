/// Declarations of the classes and protocols an Objective-C file uses but does not define. The
/// file is parsed without its imports, and clang drops a category of an unknown class, a
/// superclass or protocol it has never seen, and a property typed `NSObject<P> *`; declaring
/// those names first lets it keep them. Only names the file does not define itself are
/// declared, so that nothing is defined twice.
///
/// One linear pass over the file's words and punctuation, comments and literals skipped (the
/// regular expressions this replaces took 7 s on one 20,000-character word and 27 s on a 19 MB
/// comment). Names come from:
/// - `@interface C (` (a category of `C`) and `@interface C : S` (the superclass `S`): used
///   classes; any other `@interface C` defines `C`;
/// - `@protocol P` not followed by `;` or `,` (a definition, not a forward declaration);
/// - `Name<...> *`: a used class; `<A, B>` made of names only: used protocols.
enum ObjCPrelude {
    static func declarations(for bytes: [UInt8]) -> String {
        let tokens = words(in: bytes)
        var definedClasses: Set<String> = []
        var definedProtocols: Set<String> = []
        var classes: Set<String> = ["NSObject"]
        var protocols: Set<String> = ["NSObject"]
        func text(_ index: Int) -> String? { index < tokens.count ? tokens[index].text : nil }
        func isWord(_ index: Int) -> Bool { index < tokens.count && tokens[index].isWord }
        for index in tokens.indices {
            let token = tokens[index].text
            if token == "@interface", isWord(index + 1) {
                let name = tokens[index + 1].text
                switch text(index + 2) {
                case "(":
                    classes.insert(name)
                case ":":
                    definedClasses.insert(name)
                    if isWord(index + 3) { classes.insert(tokens[index + 3].text) }
                default:
                    definedClasses.insert(name)
                }
            } else if token == "@protocol", isWord(index + 1), text(index + 2) != ";", text(index + 2) != "," {
                definedProtocols.insert(tokens[index + 1].text)
            } else if token == "<" {
                // `<A, B>`: names separated by commas.
                var cursor = index + 1
                var names: [String] = []
                while isWord(cursor) {
                    names.append(tokens[cursor].text)
                    cursor += 1
                    guard text(cursor) == "," else { break }
                    cursor += 1
                }
                if text(cursor) == ">" { protocols.formUnion(names) }
                // `Name<...> *`: the class in front, whatever the brackets hold but `<`, `>` and `;`.
                if index > 0, tokens[index - 1].isWord {
                    var close = index + 1
                    while close < tokens.count, !["<", ">", ";"].contains(tokens[close].text) { close += 1 }
                    if text(close) == ">" && text(close + 1) == "*" { classes.insert(tokens[index - 1].text) }
                }
            }
        }
        var lines: [String] = []
        for name in protocols.subtracting(definedProtocols).sorted() where !name.isEmpty {
            lines.append("@protocol \(name) @end")
        }
        for name in classes.subtracting(definedClasses).sorted() {
            lines.append("@interface \(name) @end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Word {
        var text: String
        var isWord: Bool
    }

    /// Words (`[A-Za-z0-9_]+`, `@` joined to the word after it) and single punctuation
    /// characters, without comments, string and character literals, in one pass.
    static func words(in bytes: [UInt8]) -> [Word] {
        var tokens: [Word] = []
        var index = 0
        let count = bytes.count
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/") {
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(count, index + 2)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                while index < count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if isWordByte(byte) || (byte == UInt8(ascii: "@") && index + 1 < count && isWordByte(bytes[index + 1])) {
                let start = index
                index += 1
                while index < count && isWordByte(bytes[index]) { index += 1 }
                tokens.append(Word(text: String(decoding: bytes[start..<index], as: UTF8.self), isWord: byte != UInt8(ascii: "@")))
            } else {
                if byte > 0x20 { tokens.append(Word(text: String(UnicodeScalar(byte)), isWord: false)) }
                index += 1
            }
        }
        return tokens
    }
}
