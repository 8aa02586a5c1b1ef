/// The frame of every cache file: a magic at the start and, at the end, a `ContentHash` of
/// everything before it. A truncated, damaged or foreign file fails `contents` and is not read.
public enum CacheFrame {
    /// Appends the checksum of `bytes` (which start with the magic).
    public static func seal(_ bytes: inout [UInt8]) {
        let checksum = ContentHash.of(bytes)
        var trailer = ByteWriter()
        trailer.word(checksum.high)
        trailer.word(checksum.low)
        bytes.append(contentsOf: trailer.bytes)
    }

    /// The range between the magic and the checksum, when the file starts with `magic` and its
    /// checksum holds.
    public static func contents(of bytes: [UInt8], magic: [UInt8]) -> Range<Int>? {
        guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else { return nil }
        return bytes.withUnsafeBytes { buffer -> Range<Int>? in
            let end = buffer.count - 16
            var trailer = ByteReader(buffer, position: end)
            guard let high = try? trailer.word(), let low = try? trailer.word(),
                  ContentHash.of(UnsafeRawBufferPointer(rebasing: buffer[0..<end])) == ContentHash(high: high, low: low)
            else { return nil }
            return magic.count..<end
        }
    }
}
