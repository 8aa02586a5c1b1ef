#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one source file and a table of where its lines start, so that tokens and
/// AST nodes can store plain byte offsets and turn them into line and column only when a
/// finding is reported.
///
/// A buffer can be *released* once its file is parsed (`released(reader:)`): the bytes are
/// dropped and read again from disk on first use, checked against a checksum of what was parsed.
/// Most files of a RIBs app are parsed for their declarations only, and their bytes were the
/// largest part of a run's peak memory.
public final class SourceBuffer: @unchecked Sendable {
    /// Path as given to the linter (relative to the working directory where possible).
    public let path: String
    /// The number of bytes, known without reading a released buffer again.
    public let byteCount: Int
    /// The file's bytes, exactly as read (not necessarily valid UTF-8). A released buffer reads
    /// them again here, once.
    public var bytes: [UInt8] {
        if let held { return held }
        return rereadBytes()
    }
    /// Byte offset of the start of each line; `lineStarts[0] == 0`. Made on first use: most
    /// files of a large tree never report a finding, and their line table is never needed.
    public var lineStarts: [UInt32] {
        pthread_mutex_lock(lock)
        if let table {
            pthread_mutex_unlock(lock)
            return table
        }
        pthread_mutex_unlock(lock)
        // Outside the lock: a released buffer takes it to read its bytes again.
        let made = SourceBuffer.lineTable(bytes)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let table { return table }
        table = made
        return made
    }
    /// Whether the bytes were dropped after parsing (read again on first use).
    public var isReleased: Bool { held == nil }

    /// Immutable once made, so it is read without the lock; nil for a released buffer.
    private let held: [UInt8]?
    private var table: [UInt32]?
    /// How many locations were worked out without the table (under `lock`).
    private var directLookups = 0
    fileprivate let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// For a released buffer: reads the file again, nil unless the bytes are those expected.
    private let reader: (@Sendable (String) -> [UInt8]?)?
    /// A released buffer's bytes once read again (under `lock`), until newer ones replace them.
    fileprivate var reread: [UInt8]?
    /// How many times this buffer was read again (under `lock`).
    private var timesReread = 0

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        held = bytes
        byteCount = bytes.count
        reader = nil
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    private init(path: String, byteCount: Int, checkedReader: @escaping @Sendable (String) -> [UInt8]?) {
        self.path = path
        held = nil
        self.byteCount = byteCount
        reader = checkedReader
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    /// A buffer for the same file that holds no bytes: `reader` reads them again from the path on
    /// first use. If they no longer match (the file changed during the run, or cannot be read),
    /// the buffer holds as many spaces instead, so that offsets stay valid, and the path is kept
    /// for `takeChangedPaths`.
    public func released(reader: @escaping @Sendable (String) -> [UInt8]?) -> SourceBuffer {
        let bytes = self.bytes
        let count = bytes.count
        let sum = SourceBuffer.checksum(bytes)
        return SourceBuffer(path: path, byteCount: count) { path in
            guard let fresh = reader(path), fresh.count == count, SourceBuffer.checksum(fresh) == sum else { return nil }
            return fresh
        }
    }

    /// A buffer of a file not read yet, whose size is known: `checkedReader` reads the bytes on
    /// first use and returns nil unless they are those expected (the caller checks them against
    /// what it knows of the content). As with `released`, nil gives as many spaces.
    public static func unread(path: String, byteCount: Int, checkedReader: @escaping @Sendable (String) -> [UInt8]?) -> SourceBuffer {
        SourceBuffer(path: path, byteCount: byteCount, checkedReader: checkedReader)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private func rereadBytes() -> [UInt8] {
        pthread_mutex_lock(lock)
        if let reread {
            pthread_mutex_unlock(lock)
            return reread
        }
        let fresh = reader?(path)
        let made: [UInt8]
        var changed = false
        if let fresh, fresh.count == byteCount {
            made = fresh
        } else {
            made = [UInt8](repeating: 0x20, count: byteCount)
            changed = true
        }
        reread = made
        timesReread += 1
        // A buffer read again for the third time keeps its bytes: the phases keep coming back to
        // it, as they do to a RIB's files in an app that imports the framework in one file only.
        let keeps = timesReread >= SourceBuffer.rereadsBeforeKept
        pthread_mutex_unlock(lock)
        // Only the latest few other buffers read again keep their bytes: the phases that ask read
        // a file's members one after another, and a run's peak memory stays what releasing saved.
        // (This buffer's lock is not held here, so two locks are never held at once.)
        if let evicted = SourceBuffer.rereads.withLock({ $0.noteReread(self, changed: changed, keeps: keeps) }) {
            pthread_mutex_lock(evicted.lock)
            evicted.reread = nil
            pthread_mutex_unlock(evicted.lock)
        }
        return made
    }

    /// How many released buffers keep the bytes they read again (the most recent ones).
    static let rereadsKept = 16
    /// The read again after which a buffer keeps its bytes for good.
    static let rereadsBeforeKept = 3

    /// Released buffers read again so far in this process, and the paths whose bytes had changed.
    private static let rereads = LockedRereads()

    /// How many times released buffers have been read again (a profile figure: each is one more
    /// read of a file).
    public static var rereadCount: Int { rereads.withLock { $0.count } }

    /// The paths of released buffers whose file had changed (or could not be read) when read
    /// again, since the last call; each is reported once.
    public static func takeChangedPaths() -> [String] {
        rereads.withLock { state in
            let paths = Set(state.changed).sorted()
            state.changed = []
            return paths
        }
    }

    /// A 64-bit checksum of `bytes`, thirty-two bytes per step in four independent lanes (not
    /// cryptographic: it tells an edit made during the run from the bytes that were parsed).
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            let count = raw.count
            let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (UInt64(count), prime, prime &* 3, prime &* 5)
            var index = 0
            while index &+ 32 <= count {
                lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime
                lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)) &* prime
                lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)) &* prime
                lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)) &* prime
                lanes.0 ^= lanes.0 >> 31
                lanes.1 ^= lanes.1 >> 31
                lanes.2 ^= lanes.2 >> 31
                lanes.3 ^= lanes.3 >> 31
                index &+= 32
            }
            var value = lanes.0 ^ (lanes.1 &* 7) ^ (lanes.2 &* 11) ^ (lanes.3 &* 13)
            while index < count {
                value = (value ^ UInt64(raw[index])) &* prime
                value ^= value >> 29
                index &+= 1
            }
            return value
        }
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
        bytes.withUnsafeBytes { lineBreakCount(in: $0) }
    }

    private static func lineBreakCount(in raw: UnsafeRawBufferPointer) -> Int? {
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

    /// 1-based line and 1-based column in UTF-8 bytes, as the compiler reports them.
    public func location(of offset: UInt32) -> (line: Int, column: Int) {
        // The model asks where each RIB part is declared, once or twice per file: counting the
        // line breaks before the offset then costs less than a table kept for the whole run (a
        // megabyte of tables at the 600-RIB app's peak). A file asked more often gets its table,
        // and so does a released one, whose bytes each count would read again.
        guard let held else { return tabledLocation(of: offset) }
        pthread_mutex_lock(lock)
        let counts = table == nil && directLookups < SourceBuffer.lookupsBeforeTable
        if counts { directLookups += 1 }
        pthread_mutex_unlock(lock)
        return (counts ? SourceBuffer.countedLocation(of: offset, in: held) : nil) ?? tabledLocation(of: offset)
    }

    private func tabledLocation(of offset: UInt32) -> (line: Int, column: Int) {
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, Int(offset - starts[low]) + 1)
    }

    /// Locations worked out without a line table before one is made.
    static let lookupsBeforeTable = 4

    /// `location(of:)` by counting the line breaks before `offset` (`lineBreakCount`); nil when a
    /// carriage return comes before it, which the table handles.
    static func countedLocation(of offset: UInt32, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        bytes.withUnsafeBytes { raw in
            let before = UnsafeRawBufferPointer(rebasing: raw[..<min(Int(offset), raw.count)])
            guard let breaks = lineBreakCount(in: before) else { return nil }
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return (breaks + 1, Int(offset) - lineStart + 1)
        }
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(_ range: Range<Int>) -> String {
        let bytes = self.bytes
        let clamped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// The text of the 1-based line `line`, without its line break.
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1 && line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        let bytes = self.bytes
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Lines as positions count them: one more than the newlines, so a file ending in a
    /// newline has an empty last line here (suppressions may name it).
    public var lineCount: Int { lineStarts.count }

    /// Lines of text, as `wc -l` counts them plus a last line without a newline: a file ending in
    /// a newline has no empty line after it, and an empty file has none. The report's
    /// `summary.lines` adds these up.
    public var textLineCount: Int {
        let bytes = self.bytes
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

/// The process-wide record of released buffers read again, behind a mutex (rarely touched).
private final class LockedRereads: @unchecked Sendable {
    struct State {
        var count = 0
        var changed: [String] = []
        /// The buffers that hold bytes read again, oldest first; at most `SourceBuffer.rereadsKept`.
        var holding: [SourceBuffer] = []

        /// Counts a buffer read again, and returns the oldest one to empty if too many hold bytes.
        mutating func noteReread(_ buffer: SourceBuffer, changed isChanged: Bool, keeps: Bool) -> SourceBuffer? {
            count += 1
            if isChanged { changed.append(buffer.path) }
            guard !keeps else { return nil }
            holding.append(buffer)
            return holding.count > SourceBuffer.rereadsKept ? holding.removeFirst() : nil
        }
    }
    private var state = State()
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&state)
    }
}
