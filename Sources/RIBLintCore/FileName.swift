/// File names are bytes; riblint's paths are Swift strings. A name that is not valid UTF-8 is
/// kept reversibly: each byte of an invalid sequence (always 0x80 or more) becomes the
/// private-use scalar U+F700 + byte (U+F780...U+F7FF), and every system call gets the original
/// bytes back through `withSystemPath`. Reports show those scalars where the name has the
/// bytes. (A real name made of those private-use scalars would be read as the bytes: riblint
/// assumes none is.)
public enum FileName {
    /// `decode` for contiguous bytes (a directory entry's name): the common valid case without
    /// going through a generic collection, which walking a large tree notices.
    public static func decode(contiguous bytes: UnsafeBufferPointer<UInt8>) -> String {
        let plain = String(decoding: bytes, as: UTF8.self)
        var copy = plain
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return plain }
        let same = copy.withUTF8 { $0.count == bytes.count && memcmp($0.baseAddress!, base, bytes.count) == 0 }
        return same ? plain : decode(Array(bytes))
    }

    /// The name or path `bytes` as a string, invalid UTF-8 kept as above.
    public static func decode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        // Nearly every name is valid UTF-8: decoding repairs nothing then, which comparing shows.
        let plain = String(decoding: bytes, as: UTF8.self)
        if plain.utf8.elementsEqual(bytes) { return plain }
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let (scalar, length) = scalarAt(array, index)
            if let scalar {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(0xF700 + UInt32(array[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The valid UTF-8 scalar starting at `index`, and its length; nil when the bytes there are
    /// not one (a stray continuation byte, an overlong form, a surrogate, a cut sequence).
    private static func scalarAt(_ bytes: [UInt8], _ index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: return (nil, 1)
        }
        guard index + length <= bytes.count else { return (nil, 1) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }

    /// Calls `body` with the NUL-terminated bytes of `path` that the file system knows it by.
    public static func withSystemPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        // U+F780...U+F7FF are EF 9E 80...EF 9F BF in UTF-8: most paths have no 0xEF at all.
        guard path.containsByte(0xEF) else { return try path.withCString(body) }
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= 0xF780 && scalar.value <= 0xF7FF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - 0xF700)))
            } else {
                bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
            }
        }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
