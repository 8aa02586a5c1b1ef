import RIBLintCache
import RIBLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a walk saw in each folder, so that the next walk lists again only the folders that
/// changed: on a large tree, opening and reading thousands of folders costs more than the rest of
/// a cached run.
///
/// A folder's list of entries changes only when an entry is added, removed or renamed, and each
/// of those moves the folder's modification and status-change times. So a folder whose `stat` is
/// the one recorded (size, inode, device and both times) still holds the entries recorded. Like
/// the file records of `RunCache`, a folder changed within the racy window is not recorded:
/// a coarse clock could give its next change the same times.
///
/// Only the entries a walk can use are kept: folders, files with a linted extension, and the
/// project and Needle files discovery collects. Everything else a folder holds (images, assets)
/// cannot matter to any configuration, so the listings do not depend on the configuration:
/// `SourceDiscovery` applies the path filter to them as to a fresh listing.
public struct FolderListings: Sendable, Equatable {
    /// One entry of a folder, as `readdir` typed it (symbolic links are never kept: the walk
    /// does not follow them).
    public struct Entry: Sendable, Equatable {
        public enum Kind: UInt8, Sendable { case folder = 1, regularFile = 2, otherFile = 3 }
        public var name: String
        public var kind: Kind

        /// The order a depth-first walk must visit a folder's entries in for the paths it finds to
        /// come out sorted: by name, a folder's name read as if it ended in `/` (`Foo-Bar/a` sorts
        /// before `Foo/b`). By UTF-8 bytes, which is `String`'s order for the paths of nearly every
        /// tree; the walk sorts its result in the end all the same, which is then nearly free.
        static func walkOrder(_ left: Entry, _ right: Entry) -> Bool {
            var leftName = left.name
            var rightName = right.name
            return leftName.withUTF8 { leftBytes in
                rightName.withUTF8 { rightBytes in
                    let common = min(leftBytes.count, rightBytes.count)
                    for index in 0..<common where leftBytes[index] != rightBytes[index] {
                        return leftBytes[index] < rightBytes[index]
                    }
                    // One name begins the other: what follows decides, a folder's `/` after its
                    // name, nothing after a file's.
                    let leftNext = leftBytes.count > common ? Int(leftBytes[common]) : left.kind == .folder ? 0x2F : -1
                    let rightNext = rightBytes.count > common ? Int(rightBytes[common]) : right.kind == .folder ? 0x2F : -1
                    return leftNext < rightNext
                }
            }
        }
    }

    struct Listing: Sendable, Equatable {
        var stat: RunCache.FileStat
        var entries: [Entry]
    }

    /// Listings by folder path, as the walk names folders.
    var folders: [String: Listing] = [:]
    /// The file name endings the walk kept files for: listings made for other endings are not used.
    var extensions: [String] = []

    public init() {}

    static let magic = Array("RIBLDIR\n".utf8)
    static let format: UInt64 = 1

    /// The file form: magic, format, the extensions, then each folder (sorted, so that equal
    /// listings give equal files) with its stat fields and entries; sealed by `CacheFrame`.
    func encoded() -> [UInt8] {
        var writer = ByteWriter(capacity: 64 * folders.count)
        writer.bytes.append(contentsOf: Self.magic)
        writer.uint(Self.format)
        writer.strings(extensions)
        writer.int(folders.count)
        for path in folders.keys.sorted() {
            let listing = folders[path]!
            writer.string(path)
            listing.stat.write(to: &writer)
            writer.int(listing.entries.count)
            for entry in listing.entries {
                writer.byte(entry.kind.rawValue)
                writer.string(entry.name)
            }
        }
        var bytes = writer.bytes
        CacheFrame.seal(&bytes)
        return bytes
    }

    /// What `encoded` wrote; throws on anything else (damaged, truncated, another format).
    static func decode(_ bytes: [UInt8]) throws -> FolderListings {
        guard let contents = CacheFrame.contents(of: bytes, magic: magic) else { throw CacheDecodingError("not a folder listing file") }
        return try bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[0..<contents.upperBound]), position: contents.lowerBound)
            guard try reader.uint() == format else { throw CacheDecodingError("another listing format") }
            var listings = FolderListings()
            listings.extensions = try reader.strings()
            let count = try reader.count()
            listings.folders.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.string()
                let stat = try RunCache.FileStat.read(from: &reader)
                let entryCount = try reader.count()
                var entries: [Entry] = []
                entries.reserveCapacity(entryCount)
                for _ in 0..<entryCount {
                    guard let kind = Entry.Kind(rawValue: try reader.byte()) else { throw CacheDecodingError("bad entry kind") }
                    let name = try reader.string()
                    // A name `readdir` can give: never a path, so a listing cannot lead the walk
                    // out of the folder it describes.
                    guard !name.isEmpty, name != ".", name != "..", !name.containsByte(0x2F), !name.containsByte(0) else {
                        throw CacheDecodingError("bad entry name")
                    }
                    entries.append(Entry(name: name, kind: kind))
                }
                listings.folders[path] = Listing(stat: stat, entries: entries)
            }
            guard reader.isAtEnd else { throw CacheDecodingError("trailing bytes") }
            return listings
        }
    }

    /// The listings stored at `path`, or nil when there are none or they do not read back whole.
    static func load(from path: String) -> FolderListings? {
        guard let bytes = try? FileIO.read(path, limit: RunCache.sizeLimit(sourceBytes: 0), header: magic) else { return nil }
        return try? decode(bytes)
    }

    func save(to path: String) throws {
        try FileIO.writeAtomically(bytes: encoded(), to: path, durable: false, special: .refuse)
    }
}
