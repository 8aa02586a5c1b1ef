#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands back the `String` it made last time for the same bytes, so that a long name that recurs
/// shares one allocation.
///
/// A Swift string of up to 15 UTF-8 bytes lives inside the value; a longer one gets its own heap
/// object. The long names of a RIBs app recur all the time: `FeatureStepInteractable` is written in
/// its own file and in every file that uses it. On the 600-RIB benchmark app these copies were
/// about a tenth of the heap at its peak. Short names are kept too: handing back a stored small
/// string costs a fraction of decoding and validating its bytes again.
///
/// The table is a direct-mapped cache, not a set: a slot holds the last string that hashed to it,
/// so the table's own memory stays fixed however many names a run sees. Each parsing thread
/// borrows one table for the whole run (`borrow`), so repeats across files are shared too.
///
/// Correctness does not depend on the cache: a slot is used only when its string's UTF-8 bytes
/// equal the bytes asked for, and then `String(decoding:as:)` of those bytes would give an equal
/// string. Bytes that are not valid UTF-8 never match (the stored string holds the repaired bytes),
/// so they are decoded as before.
public struct NameTable {
    /// Longer ones are probably not names: `String(decoding:)` as before, no slot spent.
    static let longestInterned = 96
    static let slotCount = 1 << 14

    static let spellingSlotCount = 1 << 12

    private let slots: UnsafeMutablePointer<String>
    private let spellings: UnsafeMutablePointer<TypeSpelling?>

    fileprivate init(slots: UnsafeMutablePointer<String>, spellings: UnsafeMutablePointer<TypeSpelling?>) {
        self.slots = slots
        self.spellings = spellings
    }

    /// The spelling of a type without generic arguments: the one this table handed out last for
    /// the same text, name and optionality, else a new one. Most of an app's type references spell
    /// a few hundred types (`String`, `Bool`, `FooListener?`), so most of them share a spelling.
    /// As with names, a slot is used only when all three are equal.
    public func spelling(text: String, name: String, isOptional: Bool) -> TypeSpelling {
        var text = text
        let hash = text.withUTF8 { bytes in
            bytes.isEmpty ? 0 : NameTable.slot(bytes.baseAddress!, bytes.count)
        }
        return spelling(text: text, name: name, isOptional: isOptional, hash: hash)
    }

    /// `spelling(text:name:isOptional:)` of the text the parser has as bytes, which it would
    /// otherwise turn into a string and hash a second time: one hash finds both the text's string
    /// and the spelling. `name` nil means the text itself (a single-word type).
    public func spelling(_ bytes: UnsafeBufferPointer<UInt8>, name: String?, isOptional: Bool) -> TypeSpelling {
        let count = bytes.count
        guard count > 0, count <= NameTable.longestInterned, let base = bytes.baseAddress else {
            let text = string(bytes)
            return spelling(text: text, name: name ?? text, isOptional: isOptional)
        }
        let hash = NameTable.slot(base, count)
        let text = string(base, count, slot: hash)
        return spelling(text: text, name: name ?? text, isOptional: isOptional, hash: hash)
    }

    @inline(__always)
    private func spelling(text: String, name: String, isOptional: Bool, hash: Int) -> TypeSpelling {
        let slot = spellings + (hash & (NameTable.spellingSlotCount &- 1))
        if let stored = slot.pointee, stored.isOptional == isOptional, stored.text == text, stored.name == name {
            return stored
        }
        let made = TypeSpelling(text: text, name: name, isOptional: isOptional)
        slot.pointee = made
        return made
    }

    /// The text of `bytes`, decoded as UTF-8 (invalid sequences repaired, as `String(decoding:)`).
    @inline(__always)
    public func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count > 0, count <= NameTable.longestInterned, let base = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return string(base, count, slot: NameTable.slot(base, count))
    }

    @inline(__always)
    private func string(_ base: UnsafePointer<UInt8>, _ count: Int, slot index: Int) -> String {
        let slot = slots + index
        var stored = slot.pointee
        let matches = stored.utf8.count == count && stored.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, base, count) == 0 } == true
        if matches { return stored }
        stored = String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        slot.pointee = stored
        return stored
    }

    /// A multiplicative hash of the length and of eight-byte words of the bytes: names differ
    /// mostly in their middles (`FeatureAStepInteractable`, `FeatureBStepInteractable`), so every
    /// byte takes part.
    @inline(__always)
    static func slot(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawPointer(base)
        if count < 8 {
            // Fewer bytes than a word: copied into one, so that nothing outside them is read.
            var word: UInt64 = 0
            withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: raw, byteCount: count) }
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            return Int(truncatingIfNeeded: hash >> 40) & (slotCount &- 1)
        }
        var offset = 0
        while offset &+ 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            offset &+= 8
        }
        if offset < count {
            // The last, partial word: the final eight bytes, which overlap the previous word.
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
        }
        return Int(truncatingIfNeeded: hash >> 40) & (slotCount &- 1)
    }

    /// Runs `body` with a table no other thread is using.
    public static func borrow<R>(_ body: (NameTable) throws -> R) rethrows -> R {
        pthread_mutex_lock(poolLock)
        let owner = pool.popLast() ?? Owner()
        pthread_mutex_unlock(poolLock)
        defer {
            pthread_mutex_lock(poolLock)
            pool.append(owner)
            pthread_mutex_unlock(poolLock)
        }
        return try body(NameTable(slots: owner.slots, spellings: owner.spellings))
    }

    /// Holds a table's slots; kept in the pool for the life of the process, one per thread that
    /// ever parsed at the same time as another.
    private final class Owner {
        let slots: UnsafeMutablePointer<String>
        let spellings: UnsafeMutablePointer<TypeSpelling?>
        init() {
            slots = .allocate(capacity: NameTable.slotCount)
            slots.initialize(repeating: "", count: NameTable.slotCount)
            spellings = .allocate(capacity: NameTable.spellingSlotCount)
            spellings.initialize(repeating: nil, count: NameTable.spellingSlotCount)
        }
        deinit {
            slots.deinitialize(count: NameTable.slotCount)
            slots.deallocate()
            spellings.deinitialize(count: NameTable.spellingSlotCount)
            spellings.deallocate()
        }
    }

    nonisolated(unsafe) private static var pool: [Owner] = []
    nonisolated(unsafe) private static let poolLock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
}
