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

    private let storage: [UInt8]
    private var index: [Key: Range<Int>] = [:]
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
        do {
            loaded = try FileIO.read(path, limit: sizeLimit, header: Self.magic)
            index = try Self.readIndex(loaded, identity: identity)
        } catch let error as CacheDecodingError {
            loadProblem = error.reason
            loaded = []
            index = [:]
        } catch let error as FileIOError where error.kind != .other {
            loadProblem = error.kind == .wrongHeader ? "not a syntax pack" : error.problem
            loaded = []
            index = [:]
        } catch {
            loadProblem = "no cache yet"
            loaded = []
        }
        storage = loaded
    }

    /// The cached AST of `source`, or nil (not cached, or the entry does not decode).
    public func syntax(for key: Key, source: SourceBuffer) -> FileSyntax? {
        guard let range = index[key] else {
            lock.lock()
            stats.misses += 1
            lock.unlock()
            return nil
        }
        let decoded = storage.withUnsafeBytes { buffer in
            try? SyntaxCodec.decode(UnsafeRawBufferPointer(rebasing: buffer[range]), source: source)
        }
        lock.lock()
        if decoded != nil {
            used.insert(key)
            stats.hits += 1
        } else {
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

    /// Writes the pack if this run changed it: the entries used or added in this run, so that
    /// versions of files that no longer exist do not pile up. Atomic; not `fsync`ed.
    @discardableResult
    public func save() throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let kept = index.filter { used.contains($0.key) && additions[$0.key] == nil }
        guard !additions.isEmpty || kept.count != index.count else { return false }
        var header = ByteWriter()
        header.bytes.append(contentsOf: Self.magic)
        header.uint(SyntaxCodec.formatVersion)
        header.string(identity)
        header.int(kept.count + additions.count)
        var blobs = ByteWriter(capacity: storage.count)
        func entry(_ key: Key, _ length: Int) {
            header.word(key.content.high)
            header.word(key.content.low)
            header.byte(key.kind)
            header.int(blobs.bytes.count)
            header.int(length)
        }
        storage.withUnsafeBytes { buffer in
            for (key, range) in kept.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
                entry(key, range.count)
                blobs.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[range]))
            }
        }
        for (key, blob) in additions {
            entry(key, blob.count)
            blobs.bytes.append(contentsOf: blob)
        }
        var bytes = header.bytes
        bytes.append(contentsOf: blobs.bytes)
        CacheFrame.seal(&bytes)
        try FileIO.writeAtomically(bytes: bytes, to: path, durable: false, special: .refuse)
        return true
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
