import Foundation
import RIBLintAST
import RIBLintCore
import RIBLintLexer

/// The per-file syntax cache: each file's encoded AST, keyed by the hash of its bytes, in one pack
/// file per scanned root (one read and one write per run instead of thousands of small files).
///
/// Each entry is stored in two parts: its skim (`SyntaxCodec.skimLength`), which relevance needs
/// for every file, and the rest, needed only for the files relevance keeps. The pack holds all
/// skims, then all the rests, so that a run that needs no AST (an edit no RIB can see) reads only
/// the skims: a tenth of the pack. Pack layout (numbers LEB128 unless said otherwise):
///
///     "RIBLSYN\n"  headerLength:8
///     header: format  identity  count  count × (hash.high:8 hash.low:8 kind:1 skimOffset skimLength restOffset restLength)
///             skimsLength  restsLength  skimsChecksum:16  restsChecksum:16  headerChecksum:16
///     skims...  rests...
///
/// The header's checksum covers everything before it, and each region has its own: the skims are
/// checked when the pack is opened, the rests when the first AST is asked for. `identity` names
/// the riblint build that wrote the pack; a pack from another build, a damaged pack (a checksum
/// that does not hold, a length that does not add up) or a foreign file is ignored and
/// replaced, never trusted.
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
    /// Why the pack on disk was not used (missing, another build, damaged), for `RIBLINT_PROFILE`;
    /// a damaged region of ASTs is found when the first AST is asked for.
    public var loadProblem: String? {
        lock.lock()
        defer { lock.unlock() }
        return problem
    }

    /// Where an entry's two parts are: in the pack or in its delta, within that file's regions.
    private struct Entry {
        var inDelta: Bool
        var skim: Range<Int>
        var rest: Range<Int>
    }

    private var problem: String?
    private let pack: PackFile?
    private let delta: PackFile?
    private var index: [Key: Entry] = [:]
    /// How many entries the pack and the delta held when loaded.
    private let packCount: Int
    private let deltaCount: Int
    private var used: Set<Key> = []
    private var additions: [Key: (skim: [UInt8], rest: [UInt8])] = [:]
    private var stats = (hits: 0, misses: 0, rejected: 0)
    private let lock = NSLock()

    static let magic = Array("RIBLSYN\n".utf8)

    /// Opens the pack at `path` (which need not exist). A pack larger than `sizeLimit`, or one
    /// that does not start with the pack's magic, is not used, and not read past its size or
    /// its first bytes.
    public init(path: String, identity: String, sizeLimit: Int = FileIO.defaultSizeLimit) {
        self.path = path
        self.identity = identity
        var pack: PackFile?
        do {
            pack = try PackFile(path: path, identity: identity, sizeLimit: sizeLimit)
        } catch let error as CacheDecodingError {
            problem = error.reason
        } catch let error as FileIOError where error.kind != .other {
            problem = error.kind == .wrongHeader ? "not a syntax pack" : error.problem
        } catch {
            problem = "no cache yet"
        }
        // A delta is only read on top of a pack that was; a damaged or foreign one is ignored
        // like a damaged pack, and what it held is written again. It is small: read whole.
        var delta: PackFile?
        if pack != nil, let opened = try? PackFile(path: path + Self.deltaSuffix, identity: identity, sizeLimit: sizeLimit),
           (try? opened.loadRests()) != nil {
            delta = opened
        }
        self.pack = pack
        self.delta = delta
        packCount = pack?.entries.count ?? 0
        deltaCount = delta?.entries.count ?? 0
        index.reserveCapacity(packCount + deltaCount)
        for (key, skim, rest) in pack?.entries ?? [] { index[key] = Entry(inDelta: false, skim: skim, rest: rest) }
        for (key, skim, rest) in delta?.entries ?? [] { index[key] = Entry(inDelta: true, skim: skim, rest: rest) }
    }

    /// Lets go of the pack's ASTs once the run has decoded the ones it needs (`PackFile.releaseRests`).
    /// An AST asked for later, or a rewrite of the pack in `save`, reads them again.
    public func releaseDecodedRegions() {
        pack?.releaseRests()
    }

    /// Whether the pack's ASTs are in memory (for the tests).
    var holdsPackASTs: Bool { pack?.holdsRests ?? false }

    /// Appended to the pack's path for its delta.
    public static let deltaSuffix = ".delta"

    /// The cached AST of `source`, or nil (not cached, or the entry does not decode).
    /// `counted` false leaves the counts alone: the file's skim was already looked up (`skim(for:)`)
    /// and counted.
    public func syntax(for key: Key, source: SourceBuffer, counted: Bool = true) -> FileSyntax? {
        guard let entry = index[key] else { return count(key, decoded: FileSyntax?.none, countsHit: counted, countsMiss: counted) }
        let file = entry.inDelta ? delta! : pack!
        let rests: [UInt8]
        do {
            rests = try file.loadRests()
        } catch {
            lock.lock()
            if problem == nil { problem = "\(error)" }
            lock.unlock()
            return count(key, decoded: FileSyntax?.none, countsHit: counted, countsMiss: counted, damaged: true)
        }
        let decoded = file.skims.withUnsafeBytes { skims in
            rests.withUnsafeBytes { rests in
                try? SyntaxCodec.decode(skim: UnsafeRawBufferPointer(rebasing: skims[entry.skim]),
                                        rest: UnsafeRawBufferPointer(rebasing: rests[entry.rest]), source: source)
            }
        }
        return count(key, decoded: decoded, countsHit: counted, countsMiss: counted, damaged: decoded == nil)
    }

    /// The cached skim of a file, and whether its entry holds no AST; nil when not cached or
    /// damaged. The entry counts as used (kept by `save`), since the file is still there.
    /// `countsMiss` false: a caller that reads and looks the file up again on a miss counts it then.
    public func skim(for key: Key, countsMiss: Bool = true) -> (skim: FileSkim, isSkimOnly: Bool)? {
        guard let entry = index[key] else {
            return count(key, decoded: (skim: FileSkim, isSkimOnly: Bool)?.none, countsHit: true, countsMiss: countsMiss)
        }
        let decoded = (entry.inDelta ? delta! : pack!).skims.withUnsafeBytes { skims in
            try? SyntaxCodec.decodeSkim(UnsafeRawBufferPointer(rebasing: skims[entry.skim]))
        }
        return count(key, decoded: decoded, countsHit: true, countsMiss: countsMiss, damaged: decoded == nil)
    }

    /// Counts a lookup of `key` as asked, marks its entry used when it decoded, and returns `decoded`.
    private func count<T>(_ key: Key, decoded: T?, countsHit: Bool, countsMiss: Bool, damaged: Bool = false) -> T? {
        lock.lock()
        defer { lock.unlock() }
        if decoded != nil {
            used.insert(key)
            if countsHit { stats.hits += 1 }
        } else if countsMiss {
            if damaged { stats.rejected += 1 } else { stats.misses += 1 }
        }
        return decoded
    }

    /// Remembers a freshly parsed file for `save`.
    public func record(_ key: Key, _ file: FileSyntax) {
        let encoded = SyntaxCodec.encode(file)
        let cut = (try? encoded.withUnsafeBytes { try SyntaxCodec.skimLength(of: $0) }) ?? 0
        lock.lock()
        additions[key] = (Array(encoded[..<cut]), Array(encoded[cut...]))
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
    /// pack, a quarter of the pack's entries went unused, or the pack's ASTs turned out damaged.
    /// Atomic; not `fsync`ed.
    /// - Returns: whether anything was written.
    @discardableResult
    public func save() throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var kept = index.filter { used.contains($0.key) && additions[$0.key] == nil }
        guard !additions.isEmpty || kept.count != index.count else { return false }
        let keptDelta = kept.filter { $0.value.inDelta }
        let unusedPackEntries = packCount - (kept.count - keptDelta.count)
        let deltaBytes = keptDelta.values.reduce(0) { $0 + $1.skim.count + $1.rest.count }
            + additions.values.reduce(0) { $0 + $1.skim.count + $1.rest.count }
        let packBytes = pack?.size ?? 0
        if pack == nil || pack!.restsAreDamaged || deltaBytes > packBytes / 4 || unusedPackEntries > packCount / 4 {
            // Kept pack entries are copied only when the pack is rewritten: their ASTs are read
            // then, and if they cannot be, those entries are dropped (parsed again next time).
            let packRests = pack.flatMap { try? $0.loadRests() }
            if packRests == nil { kept = kept.filter { $0.value.inDelta } }
            try write(kept, packRests: packRests ?? [], additions: true, to: path)
            // The pack now holds what the delta held.
            let deltaPath = path + Self.deltaSuffix
            if deltaCount > 0 || FileManager.default.fileExists(atPath: deltaPath) {
                try write([:], packRests: [], additions: false, to: deltaPath)
            }
            return true
        }
        // Only some of the pack's entries went unused: they wait for the pack's next rewrite.
        guard !additions.isEmpty || keptDelta.count != deltaCount else { return false }
        try write(keptDelta, packRests: [], additions: true, to: path + Self.deltaSuffix)
        return true
    }

    /// Writes a pack of `entries` (and of this run's additions) to `target`, atomically.
    private func write(_ entries: [Key: Entry], packRests: [UInt8], additions includesAdditions: Bool, to target: String) throws {
        let added = includesAdditions ? additions : [:]
        // In the order they were stored: the pack's entries, then the delta's.
        let ordered = entries.sorted { left, right in
            left.value.inDelta != right.value.inDelta ? !left.value.inDelta : left.value.skim.lowerBound < right.value.skim.lowerBound
        }
        var skims = ByteWriter(capacity: entries.values.reduce(0) { $0 + $1.skim.count } + added.values.reduce(0) { $0 + $1.skim.count })
        var rests = ByteWriter(capacity: entries.values.reduce(0) { $0 + $1.rest.count } + added.values.reduce(0) { $0 + $1.rest.count })
        var table = ByteWriter(capacity: 32 * (entries.count + added.count))
        func entry(_ key: Key, skim: UnsafeRawBufferPointer, rest: UnsafeRawBufferPointer) {
            table.word(key.content.high)
            table.word(key.content.low)
            table.byte(key.kind)
            table.int(skims.bytes.count)
            table.int(skim.count)
            table.int(rests.bytes.count)
            table.int(rest.count)
            skims.bytes.append(contentsOf: skim)
            rests.bytes.append(contentsOf: rest)
        }
        let deltaRests = (try? delta?.loadRests()) ?? nil
        for (key, item) in ordered {
            let file = item.inDelta ? delta! : pack!
            let fileRests = item.inDelta ? deltaRests ?? [] : packRests
            file.skims.withUnsafeBytes { skimBytes in
                fileRests.withUnsafeBytes { restBytes in
                    entry(key, skim: UnsafeRawBufferPointer(rebasing: skimBytes[item.skim]),
                          rest: UnsafeRawBufferPointer(rebasing: restBytes[item.rest]))
                }
            }
        }
        for (key, blob) in added {
            blob.skim.withUnsafeBytes { skim in blob.rest.withUnsafeBytes { rest in entry(key, skim: skim, rest: rest) } }
        }
        var header = ByteWriter(capacity: table.bytes.count + 128)
        header.uint(SyntaxCodec.formatVersion)
        header.string(identity)
        header.int(entries.count + added.count)
        header.bytes.append(contentsOf: table.bytes)
        header.int(skims.bytes.count)
        header.int(rests.bytes.count)
        for hash in [ContentHash.of(skims.bytes), ContentHash.of(rests.bytes)] {
            header.word(hash.high)
            header.word(hash.low)
        }
        var pack = ByteWriter(capacity: Self.magic.count + 8 + header.bytes.count + 16 + skims.bytes.count + rests.bytes.count)
        pack.bytes.append(contentsOf: Self.magic)
        pack.word(UInt64(header.bytes.count + 16))
        pack.bytes.append(contentsOf: header.bytes)
        let headerHash = ContentHash.of(pack.bytes)
        pack.word(headerHash.high)
        pack.word(headerHash.low)
        pack.bytes.append(contentsOf: skims.bytes)
        pack.bytes.append(contentsOf: rests.bytes)
        try FileIO.writeAtomically(bytes: pack.bytes, to: target, durable: false, special: .refuse)
    }
}

/// One pack file as `SyntaxCache` reads it: the header and the skims when opened, the rests
/// (the ASTs after the skims) when first asked for.
private final class PackFile: @unchecked Sendable {
    let file: ReadableFile
    var size: Int { file.size }
    let entries: [(SyntaxCache.Key, skim: Range<Int>, rest: Range<Int>)]
    let skims: [UInt8]
    private let restsOffset: Int
    private let restsLength: Int
    private let restsChecksum: ContentHash
    private var rests: Result<[UInt8], CacheDecodingError>?
    private let lock = NSLock()

    init(path: String, identity: String, sizeLimit: Int) throws {
        file = try ReadableFile(path, limit: sizeLimit)
        let magic = SyntaxCache.magic
        guard file.size >= magic.count, try file.read(at: 0, count: magic.count) == magic else {
            throw FileIOError(path: path, problem: "not a syntax pack", kind: .wrongHeader)
        }
        guard file.size >= magic.count + 8 else { throw CacheDecodingError("truncated") }
        let lengthBytes = try file.read(at: magic.count, count: 8)
        let headerLength = lengthBytes.withUnsafeBytes { Int(truncatingIfNeeded: UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
        let headerStart = magic.count + 8
        guard headerLength >= 16, headerLength <= file.size - headerStart else { throw CacheDecodingError("truncated") }
        let header = try file.read(at: headerStart, count: headerLength)
        let parsed = try header.withUnsafeBytes { buffer -> (entries: [(SyntaxCache.Key, skim: Range<Int>, rest: Range<Int>)], skims: Int, rests: Int, sums: [ContentHash]) in
            var reader = ByteReader(buffer, position: headerLength - 16)
            let stored = ContentHash(high: try reader.word(), low: try reader.word())
            var hashed = magic + lengthBytes
            hashed.append(contentsOf: header[..<(headerLength - 16)])
            guard ContentHash.of(hashed) == stored else { throw CacheDecodingError("checksum mismatch") }
            reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[..<(headerLength - 16)]))
            guard try reader.uint() == SyntaxCodec.formatVersion else { throw CacheDecodingError("another cache format") }
            guard try reader.string() == identity else { throw CacheDecodingError("written by another riblint build") }
            let count = try reader.count()
            var raw: [(SyntaxCache.Key, Int, Int, Int, Int)] = []
            raw.reserveCapacity(count)
            for _ in 0..<count {
                let hash = ContentHash(high: try reader.word(), low: try reader.word())
                let kind = try reader.byte()
                raw.append((SyntaxCache.Key(content: hash, kind: kind), Int(try reader.uint32()), Int(try reader.uint32()), Int(try reader.uint32()),
                            Int(try reader.uint32())))
            }
            let skimsLength = Int(try reader.uint32())
            let restsLength = Int(try reader.uint32())
            let sums = [ContentHash(high: try reader.word(), low: try reader.word()), ContentHash(high: try reader.word(), low: try reader.word())]
            guard reader.isAtEnd else { throw CacheDecodingError("trailing bytes in the header") }
            var entries: [(SyntaxCache.Key, skim: Range<Int>, rest: Range<Int>)] = []
            entries.reserveCapacity(count)
            for (key, skimOffset, skimLength, restOffset, restLength) in raw {
                guard skimOffset <= skimsLength, skimLength <= skimsLength - skimOffset,
                      restOffset <= restsLength, restLength <= restsLength - restOffset else {
                    throw CacheDecodingError("entry beyond the pack")
                }
                entries.append((key, skimOffset..<(skimOffset + skimLength), restOffset..<(restOffset + restLength)))
            }
            return (entries, skimsLength, restsLength, sums)
        }
        let skimsOffset = headerStart + headerLength
        guard parsed.skims <= file.size - skimsOffset, parsed.rests == file.size - skimsOffset - parsed.skims else {
            throw CacheDecodingError("truncated")
        }
        skims = try file.read(at: skimsOffset, count: parsed.skims)
        guard ContentHash.of(skims) == parsed.sums[0] else { throw CacheDecodingError("checksum mismatch") }
        entries = parsed.entries
        restsOffset = skimsOffset + parsed.skims
        restsLength = parsed.rests
        restsChecksum = parsed.sums[1]
    }

    /// Whether reading the rests region was tried and failed.
    var restsAreDamaged: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .failure = rests { return true }
        return false
    }

    /// Lets the rests region go; it is read and checked again if asked for once more. A run decodes
    /// the ASTs it needs while it parses, and the region (nine tenths of the pack: 15 MB on the
    /// 600-RIB app) held through the model, the analyses and the rules only raised its peak.
    func releaseRests() {
        lock.lock()
        defer { lock.unlock() }
        if case .success = rests { rests = nil }
    }

    /// Whether the rests region is in memory (for the tests).
    var holdsRests: Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .success = rests { return true }
        return false
    }

    /// The rests region, read and checked on first use, and again after `releaseRests`.
    func loadRests() throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if rests == nil {
            if let bytes = try? file.read(at: restsOffset, count: restsLength) {
                rests = ContentHash.of(bytes) == restsChecksum ? .success(bytes) : .failure(CacheDecodingError("checksum mismatch in the ASTs"))
            } else {
                rests = .failure(CacheDecodingError("the ASTs cannot be read"))
            }
        }
        return try rests!.get()
    }
}
