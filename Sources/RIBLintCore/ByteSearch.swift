#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a byte string in bytes: riblint's one substring search for ASCII fragments (`..`, `->`,
/// `Builder(`, a property name), far faster than a byte loop and than Foundation's locale-aware
/// `String.contains`.
public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`, or nil.
    ///
    /// Sixteen candidate offsets per step: those whose byte equals the needle's first and whose byte
    /// `needle.count - 1` further on equals its last; only those are compared whole. Most calls
    /// search a property's initialiser or a method's body for a word, where the C library's
    /// `memmem` spent more on setting up than on searching (about 1,100 instructions a call, 1.2 %
    /// of a run).
    public static func firstOffset(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        let length = needle.count
        guard length > 0, let base = haystack.baseAddress, start >= 0, start + length <= haystack.count else {
            return length == 0 ? start : nil
        }
        let pattern = needle.baseAddress!
        let first = needle[0]
        let last = needle[length - 1]
        // The last offset an occurrence can start at.
        let lastStart = haystack.count - length
        func matches(at offset: Int) -> Bool {
            length <= 2 || memcmp(base + offset + 1, pattern + 1, length - 2) == 0
        }
        var offset = start
        let firsts = SIMD16<UInt8>(repeating: first)
        let lasts = SIMD16<UInt8>(repeating: last)
        while offset &+ 15 <= lastStart {
            let heads = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let tails = base.loadUnaligned(fromByteOffset: offset &+ length &- 1, as: SIMD16<UInt8>.self)
            let candidates = (heads .== firsts) .& (tails .== lasts)
            if any(candidates) {
                for lane in 0..<16 where candidates[lane] && matches(at: offset &+ lane) { return offset &+ lane }
            }
            offset &+= 16
        }
        while offset <= lastStart {
            if base.load(fromByteOffset: offset, as: UInt8.self) == first,
               base.load(fromByteOffset: offset &+ length &- 1, as: UInt8.self) == last, matches(at: offset) {
                return offset
            }
            offset &+= 1
        }
        return nil
    }

    public static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        var pattern = needle
        return pattern.withUTF8 { pin in
            haystack.withUnsafeBytes { hay in firstOffset(of: UnsafeRawBufferPointer(pin), in: hay) != nil }
        }
    }
}

extension String {
    /// Whether the text's UTF-8 ends with `suffix`'s: `hasSuffix` for the ASCII endings file
    /// names are tested for (`.swift`, `Package.swift`), without `hasSuffix`'s Unicode-canonical
    /// comparison, which the walk paid for every entry of every folder.
    public func hasByteSuffix(_ suffix: String) -> Bool {
        var text = self
        var ending = suffix
        return text.withUTF8 { bytes in
            ending.withUTF8 { tail in
                guard bytes.count >= tail.count, let base = bytes.baseAddress else { return tail.isEmpty }
                return tail.isEmpty || memcmp(base + (bytes.count - tail.count), tail.baseAddress!, tail.count) == 0
            }
        }
    }

    /// Whether the text's UTF-8 holds `byte`. `utf8.contains` steps through the view one index at
    /// a time; on every path a run stats and every name its listings hold, that was a tenth of a
    /// cached run's instructions.
    public func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// Whether the text holds `needle`, compared byte for byte: what `contains` means for the
    /// ASCII fragments riblint looks for (`..`, `->`, `.xcodeproj`), without Foundation's
    /// locale-aware search, which cost 6 % of a run on the 600-RIB app.
    public func containsBytes(_ needle: String) -> Bool {
        var text = self
        var pattern = needle
        return text.withUTF8 { hay in
            pattern.withUTF8 { pin in
                ByteSearch.firstOffset(of: UnsafeRawBufferPointer(pin), in: UnsafeRawBufferPointer(hay)) != nil
            }
        }
    }
}

/// Whether any of a fixed set of byte strings (each at least 3 bytes) occurs in some bytes, in
/// one pass: for telling, before lexing a file, that it cannot matter to RIBs.
///
/// The C library searches for one string at a time, and a pass per string would cost more than
/// the lexer. Here every string is registered under two of its byte pairs, its first and its
/// second; the scan looks at the pair at every even offset only, in a bit table that fits the
/// first-level cache, and compares whole strings where a pair is known. An occurrence at an even
/// offset shows its first pair there, one at an odd offset its second pair.
public struct MultiByteSearch: Sendable {
    private let patterns: [[UInt8]]
    /// Bit `pair` is set when some pattern has `pair` as its first or second pair.
    private let pairBits: [UInt64]
    /// For each registered pair: (pattern index, offset of the pair in the pattern).
    private let candidates: [UInt16: [(pattern: Int, shift: Int)]]

    /// Nil when a pattern is shorter than 3 bytes (it could hide at an odd offset).
    public init?(_ strings: [String]) {
        let patterns = Array(Set(strings.map { Array($0.utf8) })).sorted { $0.lexicographicallyPrecedes($1) }
        guard patterns.allSatisfy({ $0.count >= 3 }) else { return nil }
        var bits = [UInt64](repeating: 0, count: 1024)
        var candidates: [UInt16: [(pattern: Int, shift: Int)]] = [:]
        for (index, pattern) in patterns.enumerated() {
            for shift in 0...1 {
                let pair = UInt16(pattern[shift]) | UInt16(pattern[shift + 1]) << 8
                bits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                candidates[pair, default: []].append((index, shift))
            }
        }
        self.patterns = patterns
        pairBits = bits
        self.candidates = candidates
    }

    /// Whether some pattern occurs in `bytes`.
    public func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
        let count = bytes.count
        return pairBits.withUnsafeBufferPointer { bits in
            var offset = 0
            while offset &+ 1 < count {
                let pair = UInt16(base[offset]) | UInt16(base[offset &+ 1]) << 8
                if bits[Int(pair &>> 6)] & (1 &<< UInt64(pair & 63)) != 0, matchesAt(offset, pair: pair, base, count) {
                    return true
                }
                offset &+= 2
            }
            return false
        }
    }

    private func matchesAt(_ offset: Int, pair: UInt16, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for (index, shift) in candidates[pair] ?? [] {
            let start = offset - shift
            let pattern = patterns[index]
            guard start >= 0, start + pattern.count <= count else { continue }
            var index = 0
            while index < pattern.count && base[start &+ index] == pattern[index] { index &+= 1 }
            if index == pattern.count { return true }
        }
        return false
    }
}
