/// Why a cache file or entry was not used. Never shown as an error: the cache is rebuilt.
public struct CacheDecodingError: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Appends numbers (LEB128 varints) and length-prefixed strings to a byte array.
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func uint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func uint(_ value: UInt32) { uint(UInt64(value)) }
    mutating func int(_ value: Int) { uint(UInt64(max(value, 0))) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func byte(_ value: UInt8) { bytes.append(value) }
    /// Eight bytes, little-endian: for hashes, which a varint would only lengthen.
    mutating func fixed64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            uint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ text: String?) {
        bool(text != nil)
        if let text { string(text) }
    }

    mutating func strings(_ list: [String]) {
        int(list.count)
        for text in list { string(text) }
    }

    /// A fixed-width little-endian word (headers, where a reader seeks by position).
    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Reads what `ByteWriter` wrote, checking every length and bound: a cache file may be truncated,
/// corrupted or written by something else, and reading it must fail cleanly, never trap.
struct ByteReader {
    let buffer: UnsafeRawBufferPointer
    var position: Int

    init(_ buffer: UnsafeRawBufferPointer, position: Int = 0) {
        self.buffer = buffer
        self.position = position
    }

    var isAtEnd: Bool { position >= buffer.count }

    mutating func byte() throws -> UInt8 {
        guard position < buffer.count else { throw CacheDecodingError("unexpected end") }
        let value = buffer[position]
        position += 1
        return value
    }

    mutating func fixed64() throws -> UInt64 {
        guard buffer.count - position >= 8 else { throw CacheDecodingError("unexpected end") }
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(buffer[position]) << UInt64(shift)
            position += 1
        }
        return value
    }

    mutating func uint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw CacheDecodingError("varint too long") }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { return result }
            shift += 7
        }
    }

    mutating func uint32() throws -> UInt32 {
        let value = try uint()
        guard value <= UInt64(UInt32.max) else { throw CacheDecodingError("number out of range") }
        return UInt32(value)
    }

    /// A count of items that follow, each at least one byte: larger than what is left is corrupt.
    mutating func count() throws -> Int {
        let value = try uint()
        guard value <= UInt64(buffer.count - position) else { throw CacheDecodingError("count out of range") }
        return Int(value)
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheDecodingError("bad boolean")
        }
    }

    mutating func string() throws -> String {
        let length = try count()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[position..<position + length]), as: UTF8.self)
        position += length
        return text
    }

    mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws -> [String] {
        let count = try count()
        var list: [String] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(try string()) }
        return list
    }

    mutating func word() throws -> UInt64 {
        guard position + 8 <= buffer.count else { throw CacheDecodingError("unexpected end") }
        let value = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        position += 8
        return value
    }

    /// `length` raw bytes as a slice of the buffer.
    mutating func bytes(_ length: Int) throws -> UnsafeRawBufferPointer {
        guard length >= 0, length <= buffer.count - position else { throw CacheDecodingError("unexpected end") }
        let slice = UnsafeRawBufferPointer(rebasing: buffer[position..<position + length])
        position += length
        return slice
    }
}
