/// The bytes of one source file and a table of where its lines start, so that tokens and
/// AST nodes can store plain byte offsets and turn them into line and column only when a
/// finding is reported.
public final class SourceBuffer: @unchecked Sendable {
    /// Path as given to the linter (relative to the working directory where possible).
    public let path: String
    /// The file's bytes, exactly as read (not necessarily valid UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(UInt32(index + 1))
                } else if byte == 0x0D {
                    // "\r\n" is one line break, a lone "\r" is one too (as the compiler counts).
                    if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(UInt32(index + 1))
                }
                index += 1
            }
        }
        self.lineStarts = starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based column in UTF-8 bytes, as the compiler reports them.
    public func location(of offset: UInt32) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, Int(offset - lineStarts[low]) + 1)
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(_ range: Range<Int>) -> String {
        let clamped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// The text of the 1-based line `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return text(start..<end)
    }

    /// Lines as positions count them: one more than the newlines, so a file ending in a
    /// newline has an empty last line here (suppressions may name it).
    public var lineCount: Int { lineStarts.count }

    /// Lines of text, as `wc -l` counts them plus a last line without a newline: a file ending in
    /// a newline has no empty line after it, and an empty file has none. The report's
    /// `summary.lines` adds these up.
    public var textLineCount: Int {
        guard let last = bytes.last else { return 0 }
        return last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count
    }
}
