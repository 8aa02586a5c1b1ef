/// A 128-bit hash of a file's bytes: the cache key of its syntax, and part of the key of a whole run.
///
/// Not cryptographic. It has to tell apart the versions of a file that a team produces, at memory
/// speed (a million-line tree is hashed on every cached run), not resist a crafted collision:
/// riblint trusts the files it lints anyway.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { of($0) }
    }

    /// Two 64-bit lanes, each taking one word of every 16-byte block; the lanes are crossed at the
    /// end so that every output bit depends on every input word.
    public static func of(_ buffer: UnsafeRawBufferPointer) -> ContentHash {
        var a: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(truncatingIfNeeded: buffer.count)
        var b: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(truncatingIfNeeded: buffer.count)
        let count = buffer.count
        var offset = 0
        if let base = buffer.baseAddress {
            while offset + 16 <= count {
                let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let y = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                a = rotate(a ^ (x &* multiplierA), 29) &* multiplierB
                b = rotate(b ^ (y &* multiplierB), 31) &* multiplierA
                offset += 16
            }
            // The tail, zero-padded; the length in the seeds tells "ab" from "ab\0".
            var x: UInt64 = 0
            var y: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                let byte = UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
                if shift < 64 { x |= byte << shift } else { y |= byte << (shift - 64) }
                shift += 8
                offset += 1
            }
            a = rotate(a ^ (x &* multiplierA), 29) &* multiplierB
            b = rotate(b ^ (y &* multiplierB), 31) &* multiplierA
        }
        let high = finalize(a &+ rotate(b, 17))
        let low = finalize(b ^ (a &* multiplierA))
        return ContentHash(high: high, low: low)
    }

    /// A hash of several parts (strings, numbers), for keys made of more than one file's bytes.
    public struct Hasher {
        private var bytes: [UInt8] = []
        public init() {}
        public mutating func add(_ text: String) {
            add(UInt64(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        }
        public mutating func add(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        public mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
        public mutating func add(_ hash: ContentHash) {
            add(hash.high)
            add(hash.low)
        }
        public func finish() -> ContentHash { ContentHash.of(bytes) }
    }

    public var description: String { hex(high) + hex(low) }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static let multiplierA: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let multiplierB: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    @inline(__always)
    private static func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }

    /// Spreads every bit over the whole word (xor-shift and multiply, three rounds).
    @inline(__always)
    private static func finalize(_ value: UInt64) -> UInt64 {
        var v = value
        v ^= v >> 33
        v = v &* 0xFF51_AFD7_ED55_8CCD
        v ^= v >> 29
        v = v &* 0xC4CE_B9FE_1A85_EC53
        v ^= v >> 32
        return v
    }
}
