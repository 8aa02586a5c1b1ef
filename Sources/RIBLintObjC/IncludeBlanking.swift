/// Takes out of an Objective-C buffer everything that could make libclang open a file, before
/// the buffer is handed over as an unsaved file: riblint parses from memory only and never
/// opens a path it did not read itself (an `#include "/dev/zero"` would read forever, a FIFO
/// would block).
///
/// Blanked (every byte but newlines becomes a space, so that offsets, lines and columns stay
/// those of the original):
/// - every preprocessor directive except the conditional ones (`#if`, `#ifdef`, `#ifndef`,
///   `#elif`, `#elifdef`, `#elifndef`, `#else`, `#endif`): this takes `#include`, `#import`,
///   `#include_next`, `#embed` and `#pragma` (some pragmas crash clang on purpose), also when
///   written with `%:`, comments or line splices, and `#define` and `#undef`: no macro of the
///   file is expanded, so no macro-expansion bomb can exhaust memory (the app's macros are
///   unknown anyway, since its headers are not read);
/// - `@import`, `_Pragma`, and `##` / `%:%:` in the kept directives;
/// - `__has_include`, `__has_include_next` and `__has_embed` become `0` followed by spaces.
///
/// The scan is one linear pass that knows comments, string and character literals and line
/// splices (backslash-newline), the way the C preprocessor sees them.
enum IncludeBlanking {
    static func blanked(_ bytes: [UInt8]) -> [UInt8] {
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        return scanner.output
    }

    private static let keptDirectives: Set<[UInt8]> = Set(
        ["if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"].map { Array($0.utf8) })
    private static let blankedIdentifiers: Set<[UInt8]> = [Array("_Pragma".utf8)]
    private static let zeroedIdentifiers: Set<[UInt8]> = Set(
        ["__has_include", "__has_include_next", "__has_embed"].map { Array($0.utf8) })

    private struct Scanner {
        let bytes: [UInt8]
        var output: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            self.output = bytes
        }

        /// The index of the next byte that is not part of a line splice (`\` then optional
        /// blanks then a newline), from `position` on.
        func skippingSplices(_ position: Int) -> Int {
            var position = position
            while position < bytes.count, bytes[position] == UInt8(ascii: "\\") {
                var next = position + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")
                    || bytes[next] == UInt8(ascii: "\r") { next += 1 }
                guard next < bytes.count, bytes[next] == UInt8(ascii: "\n") else { break }
                position = next + 1
            }
            return position
        }

        /// The logical character at `position` (after splices) and the index after it.
        func character(at position: Int) -> (byte: UInt8, start: Int, end: Int)? {
            let start = skippingSplices(position)
            guard start < bytes.count else { return nil }
            return (bytes[start], start, start + 1)
        }

        mutating func blank(_ range: Range<Int>) {
            for position in range where output[position] != UInt8(ascii: "\n") { output[position] = UInt8(ascii: " ") }
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || byte >= 0x80
        }

        /// Reads an identifier starting at `position`; returns its logical text and the index after it.
        func identifier(at position: Int) -> (text: [UInt8], end: Int) {
            var text: [UInt8] = []
            var position = position
            while let next = character(at: position), Self.isIdentifierByte(next.byte) {
                text.append(next.byte)
                position = next.end
            }
            return (text, position)
        }

        /// Past a comment that starts at `position` (`/` already seen as `/` `/` or `/` `*`).
        func endOfComment(at position: Int, block: Bool) -> Int {
            var position = position
            if block {
                var previousStar = false
                while let next = character(at: position) {
                    position = next.end
                    if previousStar && next.byte == UInt8(ascii: "/") { return position }
                    previousStar = next.byte == UInt8(ascii: "*")
                }
                return bytes.count
            }
            while let next = character(at: position), next.byte != UInt8(ascii: "\n") { position = next.end }
            return skippingSplices(position)
        }

        /// Past a string or character literal whose quote is at `position`; it also ends at a
        /// newline, as an unterminated literal does.
        func endOfLiteral(at position: Int, quote: UInt8) -> Int {
            var position = position + 1
            while let next = character(at: position) {
                if next.byte == UInt8(ascii: "\n") { return next.start }
                position = next.end
                if next.byte == quote { return position }
                if next.byte == UInt8(ascii: "\\"), let escaped = character(at: position), escaped.byte != UInt8(ascii: "\n") {
                    position = escaped.end
                }
            }
            return bytes.count
        }

        mutating func run() {
            var atLineStart = true
            /// The directive being read: where it began and whether it is kept.
            var directive: (start: Int, kept: Bool)?
            while let next = character(at: index) {
                let byte = next.byte
                let following = character(at: next.end)
                switch byte {
                case UInt8(ascii: "\n"):
                    if let open = directive, !open.kept { blank(open.start..<next.start) }
                    directive = nil
                    atLineStart = true
                    index = next.end
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index = next.end
                case UInt8(ascii: "/") where following?.byte == UInt8(ascii: "/") || following?.byte == UInt8(ascii: "*"):
                    index = endOfComment(at: following!.end, block: following!.byte == UInt8(ascii: "*"))
                case UInt8(ascii: "#") where atLineStart && directive == nil,
                     UInt8(ascii: "%") where atLineStart && directive == nil && following?.byte == UInt8(ascii: ":"):
                    var position = byte == UInt8(ascii: "#") ? next.end : following!.end
                    // Blanks and comments may stand between `#` and the directive's name.
                    while let gap = character(at: position) {
                        if gap.byte == UInt8(ascii: " ") || gap.byte == UInt8(ascii: "\t") { position = gap.end; continue }
                        if gap.byte == UInt8(ascii: "/"), let star = character(at: gap.end), star.byte == UInt8(ascii: "*") {
                            position = endOfComment(at: star.end, block: true)
                            continue
                        }
                        break
                    }
                    let name = identifier(at: position)
                    directive = (next.start, IncludeBlanking.keptDirectives.contains(name.text))
                    atLineStart = false
                    index = name.end
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    atLineStart = false
                    index = endOfLiteral(at: next.start, quote: byte)
                case UInt8(ascii: "#") where directive != nil && following?.byte == UInt8(ascii: "#"):
                    blank(next.start..<following!.end)
                    index = following!.end
                case UInt8(ascii: "%") where directive != nil && following?.byte == UInt8(ascii: ":"):
                    if let third = character(at: following!.end), third.byte == UInt8(ascii: "%"),
                       let fourth = character(at: third.end), fourth.byte == UInt8(ascii: ":") {
                        blank(next.start..<fourth.end)
                        index = fourth.end
                    } else {
                        index = following!.end
                    }
                case UInt8(ascii: "@"):
                    atLineStart = false
                    let name = identifier(at: next.end)
                    if name.text == Array("import".utf8) { blank(next.start..<name.end) }
                    index = max(name.end, next.end)
                default:
                    atLineStart = false
                    guard Scanner.isIdentifierByte(byte) else {
                        index = next.end
                        continue
                    }
                    let name = identifier(at: next.start)
                    if IncludeBlanking.blankedIdentifiers.contains(name.text) {
                        blank(next.start..<name.end)
                    } else if IncludeBlanking.zeroedIdentifiers.contains(name.text) {
                        blank(next.start..<name.end)
                        output[next.start] = UInt8(ascii: "0")
                    }
                    index = name.end
                }
            }
            if let open = directive, !open.kept { blank(open.start..<bytes.count) }
        }
    }
}
