#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one source file and a table of where its lines start, so that tokens and
/// AST nodes can store plain byte offsets and turn them into line and column only when a
/// finding is reported.
public final class SourceBuffer: @unchecked Sendable {
    /// Path as given to the linter (relative to the working directory where possible).
    public let path: String
    /// The file's bytes, exactly as read (not necessarily valid UTF-8).
    public let bytes: [UInt8]
    /// Byte offset of the start of each line; `lineStarts[0] == 0`. Made on first use: most
    /// files of a large tree never report a finding, and their line table is never needed.
    public var lineStarts: [UInt32] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let table { return table }
        let made = SourceBuffer.lineTable(bytes)
        table = made
        return made
    }

    private var table: [UInt32]?
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private static func lineTable(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                #if _endian(little)
                // Eight bytes per step to the next \n or \r: a byte equal to either leaves a zero
                // byte after the XOR, and the lowest flagged byte is always a real one.
                if let base = buffer.baseAddress {
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    let highs: UInt64 = 0x8080_8080_8080_8080
                    while index &+ 8 <= count {
                        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        let newlines = word ^ (ones &* 0x0A)
                        let returns = word ^ (ones &* 0x0D)
                        let found = ((newlines &- ones) & ~newlines & highs) | ((returns &- ones) & ~returns & highs)
                        if found != 0 {
                            index &+= found.trailingZeroBitCount / 8
                            break
                        }
                        index &+= 8
                    }
                    if index >= count { break }
                }
                #endif
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
        return starts
    }

    /// The number of line breaks, as `lineTable` counts them, without making the table; nil
    /// when the file has a carriage return (rare), which the table handles. Sixteen bytes per
    /// step in a vector register (about 10 GB/s); lane counts are summed before one can overflow.
    private static func lineBreakCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            let count = raw.count
            var index = 0
            var breaks = 0
            var returns = SIMD16<UInt8>()
            let newline = SIMD16<UInt8>(repeating: 0x0A)
            let carriage = SIMD16<UInt8>(repeating: 0x0D)
            let zero = SIMD16<UInt8>()
            let one = SIMD16<UInt8>(repeating: 1)
            while index &+ 16 <= count {
                var lanes = SIMD16<UInt8>()
                var steps = 0
                while steps < 255 && index &+ 16 <= count {
                    let vector = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    lanes &+= zero.replacing(with: one, where: vector .== newline)
                    returns |= zero.replacing(with: one, where: vector .== carriage)
                    index &+= 16
                    steps &+= 1
                }
                breaks &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            }
            var sawReturn = returns != zero
            while index < count {
                let byte = raw[index]
                if byte == 0x0A { breaks &+= 1 } else if byte == 0x0D { sawReturn = true }
                index &+= 1
            }
            return sawReturn ? nil : breaks
        }
    }

    /// 1-based line and 1-based column in UTF-8 bytes, as the compiler reports them.
    public func location(of offset: UInt32) -> (line: Int, column: Int) {
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, Int(offset - starts[low]) + 1)
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(_ range: Range<Int>) -> String {
        let clamped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// The text of the 1-based line `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : bytes.count
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
        let lines = SourceBuffer.lineBreakCount(bytes).map { $0 + 1 } ?? lineStarts.count
        return last == UInt8(ascii: "\n") ? lines - 1 : lines
    }

    /// `textLineCount` of a file's bytes, without a buffer.
    public static func textLineCount(of bytes: [UInt8]) -> Int {
        guard let last = bytes.last else { return 0 }
        let lines = lineBreakCount(bytes).map { $0 + 1 } ?? lineTable(bytes).count
        return last == UInt8(ascii: "\n") ? lines - 1 : lines
    }
}
