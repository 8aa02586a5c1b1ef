import RIBLintAST

/// Why a cache file or entry was not used. Never shown as an error: the cache is rebuilt.
public struct CacheDecodingError: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Appends numbers (LEB128 varints) and length-prefixed strings to a byte array.
public struct ByteWriter {
    public var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public mutating func uint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func uint(_ value: UInt32) { uint(UInt64(value)) }
    public mutating func int(_ value: Int) { uint(UInt64(max(value, 0))) }
    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    public mutating func byte(_ value: UInt8) { bytes.append(value) }
    /// Eight bytes, little-endian (a `word`): for hashes, which a varint would only lengthen.
    public mutating func fixed64(_ value: UInt64) { word(value) }

    public mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            uint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func optionalString(_ text: String?) {
        bool(text != nil)
        if let text { string(text) }
    }

    public mutating func strings(_ list: [String]) {
        int(list.count)
        for text in list { string(text) }
    }

    /// A fixed-width little-endian word (headers, where a reader seeks by position).
    public mutating func word(_ value: UInt64) {
        // As typed bytes: appending a raw buffer goes byte by byte, a typed one is one copy.
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
    }
}

/// Reads what `ByteWriter` wrote, checking every length and bound: a cache file may be truncated,
/// corrupted or written by something else, and reading it must fail cleanly, never trap.
public struct ByteReader {
    public let buffer: UnsafeRawBufferPointer
    public var position: Int
    /// When set, strings come from it, so that a name that recurs shares one allocation.
    public var names: NameTable?

    public init(_ buffer: UnsafeRawBufferPointer, position: Int = 0) {
        self.buffer = buffer
        self.position = position
    }

    public var isAtEnd: Bool { position >= buffer.count }

    public mutating func byte() throws -> UInt8 {
        guard position < buffer.count else { throw CacheDecodingError("unexpected end") }
        let value = buffer[position]
        position += 1
        return value
    }

    /// What `ByteWriter.fixed64` wrote: a `word`.
    public mutating func fixed64() throws -> UInt64 { try word() }

    /// One byte, the common case (counts, tags, small numbers), and two (an offset in the first
    /// 16 KiB of a file) inline; longer ones in `longUInt`.
    @inline(__always)
    public mutating func uint() throws -> UInt64 {
        if position < buffer.count {
            let first = buffer[position]
            if first < 0x80 {
                position += 1
                return UInt64(first)
            }
            if position + 1 < buffer.count {
                let second = buffer[position + 1]
                if second < 0x80 {
                    position += 2
                    return UInt64(first & 0x7F) | UInt64(second) << 7
                }
            }
        }
        return try longUInt()
    }

    /// A varint of any length, read in place rather than by a throwing `byte()` per byte.
    @inline(never)
    mutating func longUInt() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        var index = position
        while index < buffer.count {
            let next = buffer[index]
            index += 1
            guard shift < 64 else { throw CacheDecodingError("varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 {
                position = index
                return result
            }
            shift += 7
        }
        throw CacheDecodingError("unexpected end")
    }

    public mutating func uint32() throws -> UInt32 {
        let value = try uint()
        guard value <= UInt64(UInt32.max) else { throw CacheDecodingError("number out of range") }
        return UInt32(value)
    }

    /// A count of items that follow, each at least one byte: larger than what is left is corrupt.
    public mutating func count() throws -> Int {
        let value = try uint()
        guard value <= UInt64(buffer.count - position) else { throw CacheDecodingError("count out of range") }
        return Int(value)
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheDecodingError("bad boolean")
        }
    }

    public mutating func string() throws -> String {
        string(of: try stringBytes())
    }

    /// What `string()` reads, as the bytes themselves (a slice of the buffer), for a caller that
    /// compares or interns them before it makes a string.
    public mutating func stringBytes() throws -> UnsafeBufferPointer<UInt8> {
        let length = try count()
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[position..<position + length])
        position += length
        return bytes.assumingMemoryBound(to: UInt8.self)
    }

    /// Whether two runs of bytes are equal: a plain loop where `elementsEqual` went through the
    /// generic iterators, for every type reference decoded.
    public static func same(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        for index in one.indices where one[index] != other[index] { return false }
        return true
    }

    /// The string of bytes from `stringBytes()`: from `names` when set, so that recurring names share
    /// one allocation.
    public func string(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        names.map { $0.string(bytes) } ?? String(decoding: bytes, as: UTF8.self)
    }

    public mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    public mutating func strings() throws -> [String] {
        let count = try count()
        var list: [String] = []
        if count > 0 { list.reserveCapacity(count) }  // reserving nothing still costs a call
        for _ in 0..<count { list.append(try string()) }
        return list
    }

    public mutating func word() throws -> UInt64 {
        guard position + 8 <= buffer.count else { throw CacheDecodingError("unexpected end") }
        let value = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        position += 8
        return value
    }

    /// `length` raw bytes as a slice of the buffer.
    public mutating func bytes(_ length: Int) throws -> UnsafeRawBufferPointer {
        guard length >= 0, length <= buffer.count - position else { throw CacheDecodingError("unexpected end") }
        let slice = UnsafeRawBufferPointer(rebasing: buffer[position..<position + length])
        position += length
        return slice
    }
}
