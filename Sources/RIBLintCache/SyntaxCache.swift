import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer

/// The per-file syntax cache: each file's encoded AST, keyed by the hash of its bytes, in one pack
/// file per scanned root (one read and one write per run instead of thousands of small files).
///
/// Pack layout (all numbers LEB128 unless said otherwise):
///
///     "RIBLSYN\n"  format  identity  count  count × (hash.high:8 hash.low:8 kind:1 offset length)
///     blobs...     checksum:16 (ContentHash of everything before it)
///
/// `identity` names the riblint build that wrote the pack; a pack from another build, a damaged
/// pack (bad checksum, truncated) or a foreign file is ignored and replaced, never trusted.
///
/// Beside the pack lives its delta (`PATH.delta`, the same layout): a run that adds or replaces a
/// few entries writes only those to the delta, so a re-run after one edit does not copy, hash
/// and write the whole pack again. The pack is rewritten, and the delta emptied, once the delta
/// outgrows a quarter of the pack or a quarter of the pack's entries went unused. Entries are
/// keyed by content, so a delta left over from an earlier run is never wrong, only stale.
/// Safe to use from several threads.
public final class SyntaxCache: @unchecked Sendable {
    public struct Key: Hashable, Sendable {
        public var content: ContentHash
        /// What parsed the bytes: Swift, or libclang for a header or an implementation file.
        public var kind: UInt8
        public init(content: ContentHash, kind: UInt8) {
            self.content = content
            self.kind = kind
        }
    }

    public let path: String
    public let identity: String
    /// Why the pack on disk was not used (missing, another build, damaged), for `RIBLINT_PROFILE`.
    public private(set) var loadProblem: String?

    /// Where an entry's bytes are: in the pack or in its delta.
    private struct Entry {
        var inDelta: Bool
        var range: Range<Int>
    }

    private let storage: [UInt8]
    private let deltaStorage: [UInt8]
    private var index: [Key: Entry] = [:]
    /// How many entries the pack and the delta held when loaded.
    private let packCount: Int
    private let deltaCount: Int
    private var used: Set<Key> = []
    private var additions: [Key: [UInt8]] = [:]
    private var stats = (hits: 0, misses: 0, rejected: 0)
    private let lock = NSLock()

    private static let magic = Array("RIBLSYN\n".utf8)

    /// Opens the pack at `path` (which need not exist). A pack larger than `sizeLimit`, or one
    /// that does not start with the pack's magic, is not used, and not read past its size or
    /// its first bytes.
    public init(path: String, identity: String, sizeLimit: Int = FileIO.defaultSizeLimit) {
        self.path = path
        self.identity = identity
        var loaded: [UInt8] = []
        var packIndex: [Key: Range<Int>] = [:]
        do {
            loaded = try FileIO.read(path, limit: sizeLimit, header: Self.magic)
            packIndex = try Self.readIndex(loaded, identity: identity)
        } catch let error as CacheDecodingError {
            loadProblem = error.reason
            loaded = []
            packIndex = [:]
        } catch let error as FileIOError where error.kind != .other {
            loadProblem = error.kind == .wrongHeader ? "not a syntax pack" : error.problem
            loaded = []
            packIndex = [:]
        } catch {
            loadProblem = "no cache yet"
            loaded = []
        }
        // A delta is only read on top of a pack that was; a damaged or foreign one is ignored
        // like a damaged pack, and what it held is written again.
        var delta: [UInt8] = []
        var deltaIndex: [Key: Range<Int>] = [:]
        if loadProblem == nil, let bytes = try? FileIO.read(path + Self.deltaSuffix, limit: sizeLimit, header: Self.magic),
           let entries = try? Self.readIndex(bytes, identity: identity) {
            delta = bytes
            deltaIndex = entries
        }
        storage = loaded
        deltaStorage = delta
        packCount = packIndex.count
        deltaCount = deltaIndex.count
        index.reserveCapacity(packIndex.count + deltaIndex.count)
        for (key, range) in packIndex { index[key] = Entry(inDelta: false, range: range) }
        for (key, range) in deltaIndex { index[key] = Entry(inDelta: true, range: range) }
    }

    /// Appended to the pack's path for its delta.
    public static let deltaSuffix = ".delta"

    /// The cached AST of `source`, or nil (not cached, or the entry does not decode).
    /// `counted` false leaves the counts alone: the file's skim was already looked up (`skim(for:)`)
    /// and counted.
    public func syntax(for key: Key, source: SourceBuffer, counted: Bool = true) -> FileSyntax? {
        lookup(key, countsHit: counted, countsMiss: counted) { try SyntaxCodec.decode($0, source: source) }
    }

    /// The cached skim of a file, and whether its entry holds no AST; nil when not cached or
    /// damaged. The entry counts as used (kept by `save`), since the file is still there.
    /// `countsMiss` false: a caller that reads and looks the file up again on a miss counts it then.
    public func skim(for key: Key, countsMiss: Bool = true) -> (skim: FileSkim, isSkimOnly: Bool)? {
        lookup(key, countsHit: true, countsMiss: countsMiss) { try SyntaxCodec.decodeSkim($0) }
    }

    /// `key`'s entry decoded by `decode`, marked used when it decodes; a hit, a miss and a
    /// damaged entry are counted as asked.
    private func lookup<T>(_ key: Key, countsHit: Bool, countsMiss: Bool, _ decode: (UnsafeRawBufferPointer) throws -> T) -> T? {
        guard let entry = index[key] else {
            lock.lock()
            if countsMiss { stats.misses += 1 }
            lock.unlock()
            return nil
        }
        let decoded = (entry.inDelta ? deltaStorage : storage).withUnsafeBytes { buffer in
            try? decode(UnsafeRawBufferPointer(rebasing: buffer[entry.range]))
        }
        lock.lock()
        if decoded != nil {
            used.insert(key)
            if countsHit { stats.hits += 1 }
        } else if countsMiss {
            stats.rejected += 1
        }
        lock.unlock()
        return decoded
    }

    /// Remembers a freshly parsed file for `save`.
    public func record(_ key: Key, _ file: FileSyntax) {
        let encoded = SyntaxCodec.encode(file)
        lock.lock()
        additions[key] = encoded
        lock.unlock()
    }

    public var counts: (hits: Int, misses: Int, rejected: Int) {
        lock.lock()
        defer { lock.unlock() }
        return stats
    }

    /// Writes what this run changed: the entries used or added in this run, so that versions of
    /// files that no longer exist do not pile up. A few additions go to the delta alone; the
    /// pack is rewritten (and the delta emptied) when the delta has grown past a quarter of the
    /// pack, or a quarter of the pack's entries went unused. Atomic; not `fsync`ed.
    /// - Returns: whether anything was written.
    @discardableResult
    public func save() throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let kept = index.filter { used.contains($0.key) && additions[$0.key] == nil }
        guard !additions.isEmpty || kept.count != index.count else { return false }
        let keptDelta = kept.filter { $0.value.inDelta }
        let unusedPackEntries = packCount - (kept.count - keptDelta.count)
        let deltaBytes = keptDelta.values.reduce(0) { $0 + $1.range.count } + additions.values.reduce(0) { $0 + $1.count }
        if storage.isEmpty || deltaBytes > storage.count / 4 || unusedPackEntries > packCount / 4 {
            try write(kept, additions: true, to: path)
            // The pack now holds what the delta held.
            let deltaPath = path + Self.deltaSuffix
            if deltaCount > 0 || FileManager.default.fileExists(atPath: deltaPath) {
                try write([:], additions: false, to: deltaPath)
            }
            return true
        }
        // Only some of the pack's entries went unused: they wait for the pack's next rewrite.
        guard !additions.isEmpty || keptDelta.count != deltaCount else { return false }
        try write(keptDelta, additions: true, to: path + Self.deltaSuffix)
        return true
    }

    /// Writes a pack of `entries` (and of this run's additions) to `target`, atomically.
    private func write(_ entries: [Key: Entry], additions includesAdditions: Bool, to target: String) throws {
        let added = includesAdditions ? additions : [:]
        var header = ByteWriter()
        header.bytes.append(contentsOf: Self.magic)
        header.uint(SyntaxCodec.formatVersion)
        header.string(identity)
        header.int(entries.count + added.count)
        var blobs = ByteWriter(capacity: entries.values.reduce(0) { $0 + $1.range.count } + added.values.reduce(0) { $0 + $1.count })
        func entry(_ key: Key, _ length: Int) {
            header.word(key.content.high)
            header.word(key.content.low)
            header.byte(key.kind)
            header.int(blobs.bytes.count)
            header.int(length)
        }
        // In the order they were stored: the pack's entries, then the delta's.
        let ordered = entries.sorted { left, right in
            left.value.inDelta != right.value.inDelta ? !left.value.inDelta : left.value.range.lowerBound < right.value.range.lowerBound
        }
        storage.withUnsafeBytes { pack in
            deltaStorage.withUnsafeBytes { delta in
                for (key, item) in ordered {
                    entry(key, item.range.count)
                    blobs.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: (item.inDelta ? delta : pack)[item.range]))
                }
            }
        }
        for (key, blob) in added {
            entry(key, blob.count)
            blobs.bytes.append(contentsOf: blob)
        }
        var bytes = header.bytes
        bytes.append(contentsOf: blobs.bytes)
        CacheFrame.seal(&bytes)
        try FileIO.writeAtomically(bytes: bytes, to: target, durable: false, special: .refuse)
    }

    /// The entry table of a pack, after checking its magic, checksum, format and identity.
    static func readIndex(_ bytes: [UInt8], identity: String) throws -> [Key: Range<Int>] {
        guard bytes.starts(with: magic) else { throw CacheDecodingError("not a riblint syntax cache") }
        guard let contents = CacheFrame.contents(of: bytes, magic: magic) else { throw CacheDecodingError("checksum mismatch") }
        return try bytes.withUnsafeBytes { buffer in
            let body = UnsafeRawBufferPointer(rebasing: buffer[0..<contents.upperBound])
            var reader = ByteReader(body, position: contents.lowerBound)
            guard try reader.uint() == SyntaxCodec.formatVersion else { throw CacheDecodingError("another cache format") }
            guard try reader.string() == identity else { throw CacheDecodingError("written by another riblint build") }
            let count = try reader.count()
            var raw: [(Key, Int, Int)] = []
            raw.reserveCapacity(count)
            for _ in 0..<count {
                let hash = ContentHash(high: try reader.word(), low: try reader.word())
                let kind = try reader.byte()
                let offset = Int(try reader.uint32())
                let length = Int(try reader.uint32())
                raw.append((Key(content: hash, kind: kind), offset, length))
            }
            let blobStart = reader.position
            var index: [Key: Range<Int>] = [:]
            index.reserveCapacity(count)
            for (key, offset, length) in raw {
                guard offset <= body.count - blobStart, length <= body.count - blobStart - offset else {
                    throw CacheDecodingError("entry beyond the pack")
                }
                index[key] = (blobStart + offset)..<(blobStart + offset + length)
            }
            return index
        }
    }
}
