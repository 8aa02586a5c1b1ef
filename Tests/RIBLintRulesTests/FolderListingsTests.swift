@testable import RIBLintDriver
import Foundation
import RIBLintCore
import SeededRandom
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The walk's folder listings: a walk that starts from the last walk's listings finds exactly what
/// a fresh walk finds, reads again only folders whose `stat` changed, and never records a folder
/// changed within the racy window.
final class FolderListingsTests: XCTestCase {
    private var root = ""
    private var clock = 1_600_000_000

    override func setUpWithError() throws {
        root = try CLIRunnerFreeTemporaryDirectory.make()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    /// Gives `folder` times no earlier change had. Two changes within one tick of a coarse file
    /// clock leave a folder's times alone; that is what the racy window is for, and not what
    /// this test is about.
    private func stamp(_ folder: String) {
        clock += 1
        var times = [timespec(tv_sec: clock, tv_nsec: 0), timespec(tv_sec: clock, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path(folder), &times, 0), 0, folder)
    }

    private func write(_ relative: String) throws {
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    private func walk(_ filter: PathFilter = PathFilter(include: [], exclude: ["Pods"]), earlier: FolderListings?,
                      settledBefore: Double = .infinity) throws -> SourceDiscovery.Result {
        var discovery = SourceDiscovery(filter: filter)
        discovery.tracksListings = true
        discovery.earlierListings = earlier
        discovery.settledBefore = settledBefore
        return try discovery.discover([root], jobs: 2)
    }

    private func fresh(_ filter: PathFilter = PathFilter(include: [], exclude: ["Pods"])) throws -> SourceDiscovery.Result {
        try SourceDiscovery(filter: filter).discover([root], jobs: 2)
    }

    private func assertSameFinds(_ cached: SourceDiscovery.Result, _ fresh: SourceDiscovery.Result, _ step: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(cached.files, fresh.files, step, file: file, line: line)
        XCTAssertEqual(cached.packageManifests, fresh.packageManifests, step, file: file, line: line)
        XCTAssertEqual(cached.notices, fresh.notices, step, file: file, line: line)
        XCTAssertEqual(cached.needleGenerated, fresh.needleGenerated, step, file: file, line: line)
    }

    func testListingsReadBackEqualAndDamagedOnesAreRefused() throws {
        try FileManager.default.createDirectory(atPath: path("Sources/Ä"), withIntermediateDirectories: true)
        for file in ["Sources/Ä/A.swift", "Sources/B.h", "Package.swift", "README.md"] { try write(file) }
        let listings = try walk(earlier: nil).listings
        XCTAssertEqual(listings.folders.count, 3)
        XCTAssertEqual(listings.folders[root]?.entries.map(\.name).sorted(), ["Package.swift", "Sources"],
                       "a file no walk can use is not kept")
        let encoded = listings.encoded()
        XCTAssertEqual(try FolderListings.decode(encoded), listings)
        for cut in 0..<encoded.count {
            XCTAssertThrowsError(try FolderListings.decode(Array(encoded[..<cut])), "truncated at \(cut)")
        }
        var random = SplitMix64(seed: 5)
        for _ in 0..<500 {
            var damaged = encoded
            damaged[random.below(damaged.count)] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            XCTAssertThrowsError(try FolderListings.decode(damaged), "the checksum refuses a flipped byte")
        }
    }

    /// A listing file is trusted for which folders changed, never to lead the walk elsewhere:
    /// an entry named like a path is refused with the whole file.
    func testEntriesNamedLikePathsAreRefused() throws {
        for name in ["..", ".", "", "a/b", "../../etc", "a\u{0}b"] {
            var listings = FolderListings()
            listings.extensions = [".swift"]
            listings.folders["Sources"] = FolderListings.Listing(
                stat: RunCache.FileStat(size: 1, inode: 2, device: 3, modifiedSeconds: 4, modifiedNanoseconds: 5, changedSeconds: 6,
                                        changedNanoseconds: 7),
                entries: [FolderListings.Entry(name: "A.swift", kind: .regularFile), FolderListings.Entry(name: name, kind: .folder)])
            XCTAssertThrowsError(try FolderListings.decode(listings.encoded()), "\(name.debugDescription)")
        }
    }

    /// Seeded random edits to a tree; after each, a walk from the last walk's listings finds what a
    /// fresh walk finds. The walks must also reuse listings, or this would prove nothing.
    func testAWalkFromTheLastListingsFindsWhatAFreshWalkFinds() throws {
        var random = SplitMix64(seed: 2026_11_27)
        var folders = [""]
        var files: [String] = []
        for folder in ["App", "App/Home", "App/Home/Views", "App/Profile", "App/Profile/Edit", "Core", "Core/Net", "Core/Store",
                       "Features", "Features/Map", "Features/Map/Pins", "Features/Chat"] {
            try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: false)
            try write(folder + "/Seed.swift")
            folders.append(folder)
            files.append(folder + "/Seed.swift")
        }
        var visits = 0
        var pipes: Set<String> = []
        var listings: FolderListings?
        var reused = 0
        func parent(_ relative: String) -> String { (relative as NSString).deletingLastPathComponent }
        for step in 0..<120 {
            let folder = folders[random.below(folders.count)]
            let prefix = folder.isEmpty ? "" : folder + "/"
            // The folders whose entries the step changes.
            var changed = [folder]
            var description = ""
            switch random.below(9) {
            case 0, 1:
                let name = prefix + "F\(step)." + ["swift", "h", "m", "png", "mm"][random.below(5)]
                try write(name)
                files.append(name)
                description = "add \(name)"
            case 2:
                let name = prefix + ["Sub\(step)", "Pods", "Feature\(step)"][random.below(3)]
                if !FileManager.default.fileExists(atPath: path(name)) {
                    try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: false)
                    folders.append(name)
                }
                description = "add folder \(name)"
            case 3 where !files.isEmpty:
                let victim = files.remove(at: random.below(files.count))
                try FileManager.default.removeItem(atPath: path(victim))
                changed = [parent(victim)]
                description = "remove \(victim)"
            case 4 where !files.isEmpty:
                let index = random.below(files.count)
                let renamed = prefix + "R\(step).swift"
                try FileManager.default.moveItem(atPath: path(files[index]), toPath: path(renamed))
                changed.append(parent(files[index]))
                if pipes.remove(files[index]) != nil { pipes.insert(renamed) }
                description = "rename \(files[index]) to \(renamed)"
                files[index] = renamed
            case 5:
                let name = prefix + (random.below(2) == 0 ? "Package.swift" : "NeedleGenerated.swift")
                try write(name)
                if !files.contains(name) { files.append(name) }
                description = "add \(name)"
            case 6:
                let name = prefix + "Pipe\(step).swift"
                XCTAssertEqual(mkfifo(path(name), 0o600), 0)
                files.append(name)
                pipes.insert(name)
                description = "add FIFO \(name)"
            case 7 where folders.count > 1 && random.below(3) == 0:
                // A whole folder goes, with everything under it.
                let gone = folders[1 + random.below(folders.count - 1)]
                try FileManager.default.removeItem(atPath: path(gone))
                folders.removeAll { $0 == gone || $0.hasPrefix(gone + "/") }
                files.removeAll { $0.hasPrefix(gone + "/") }
                changed = [parent(gone)]
                description = "remove folder \(gone)"
            default:
                if let regular = files.first(where: { !pipes.contains($0) }) { try write(regular) }
                changed = []
                description = "edit a file in place (its folder does not change)"
            }
            for folder in Set(changed) { stamp(folder) }
            let cached = try walk(earlier: listings)
            assertSameFinds(cached, try fresh(), "step \(step): \(description)")
            reused += cached.folderCount - cached.foldersListedAgain
            visits += cached.folderCount
            listings = cached.listings
        }
        XCTAssertGreaterThan(reused * 4, visits * 3, "the walks read most folders from the listings")
    }

    /// The listings decide which entries a folder has while its `stat` holds: a listing that says
    /// more than the folder does is believed, until the folder changes.
    func testAFolderWhoseStatHoldsIsNotReadAgain() throws {
        try FileManager.default.createDirectory(atPath: path("Sources"), withIntermediateDirectories: true)
        try write("Sources/A.swift")
        stamp("Sources")
        var listings = try walk(earlier: nil).listings
        listings.folders[path("Sources")]?.entries.append(FolderListings.Entry(name: "Ghost.swift", kind: .regularFile))
        let believed = try walk(earlier: listings)
        XCTAssertEqual(believed.files, [path("Sources/A.swift"), path("Sources/Ghost.swift")])
        XCTAssertEqual(believed.foldersListedAgain, 0)

        try write("Sources/B.swift")
        stamp("Sources")
        let changed = try walk(earlier: listings)
        XCTAssertEqual(changed.files, [path("Sources/A.swift"), path("Sources/B.swift")])
        XCTAssertEqual(changed.foldersListedAgain, 1, "only the folder that changed is read again")

        // Listings made for other file endings are not used.
        var other = listings
        other.extensions = [".swift"]
        XCTAssertEqual(try walk(earlier: other).foldersListedAgain, 2)
    }

    func testAFolderChangedWithinTheRacyWindowIsNotRecorded() throws {
        try FileManager.default.createDirectory(atPath: path("Sources"), withIntermediateDirectories: true)
        try write("Sources/A.swift")
        // Both folders just changed (a folder's status-change time cannot be set back).
        let now = Date().timeIntervalSince1970
        let settled = try walk(earlier: nil, settledBefore: now + 60)
        XCTAssertEqual(Set(settled.listings.folders.keys), [root, path("Sources")])
        let racy = try walk(earlier: nil, settledBefore: now - 60)
        XCTAssertEqual(racy.listings.folders.count, 0, "a folder changed after the cut is not kept")
        XCTAssertEqual(racy.files, settled.files)
    }

    /// The listings keep what any configuration can use, so another configuration's walk from them
    /// finds what its fresh walk finds.
    func testListingsServeAnotherConfiguration() throws {
        for folder in ["Sources/Pods", "Sources/App", "Generated"] {
            try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        }
        for file in ["Sources/Pods/P.swift", "Sources/App/A.swift", "Sources/App/A.m", "Generated/G.swift", "Top.swift"] { try write(file) }
        let listings = try walk(PathFilter(include: [], exclude: []), earlier: nil).listings
        for filter in [PathFilter(include: ["Sources"], exclude: []), PathFilter(include: [], exclude: ["App", "*.m"]),
                       PathFilter(include: ["Sources/App/*.swift"], exclude: [])] {
            let cached = try walk(filter, earlier: listings)
            XCTAssertEqual(cached.foldersListedAgain, 0)
            assertSameFinds(cached, try fresh(filter), "\(filter)")
        }
    }

    func testProjectFilesAreKnownByTheirWholeName() {
        for path in ["Package.swift", "App/Package.swift", "Project.swift", "Tuist/Project.swift", "x.podspec", "A/B.podspec",
                     "App.xcodeproj/project.pbxproj", "project.yml", "App/project.yml", "Feature/Info.plist"] {
            XCTAssertTrue(SourceDiscovery.isProjectFile(path), path)
        }
        for path in ["MyPackage.swift", "App/MyProject.swift", "myproject.yml", "Foo.swift", "project.pbxproj.bak", "podspec",
                     "App/AppInfo.plist"] {
            XCTAssertFalse(SourceDiscovery.isProjectFile(path), path)
        }
    }

    /// Invariant: `walkOrder` sorts siblings as their paths sort, a folder's name read with the
    /// `/` that follows it in every path below it. Names draw on the bytes around `/` (`-`, `.`,
    /// `0`) so that the case `Foo-Bar/` before `Foo/` comes up often.
    func testWalkOrderIsThePathOrderOfSiblings() {
        var random = SplitMix64(seed: 0x0DE7)
        let letters: [String] = ["a", "b", "-", ".", "0", "_", "A"]
        for _ in 0..<3_000 {
            func entry() -> FolderListings.Entry {
                let name = (0..<random.int(in: 1...4)).map { _ in random.pick(letters) }.joined()
                return FolderListings.Entry(name: name, kind: random.chance(50) ? .folder : .regularFile)
            }
            let (left, right) = (entry(), entry())
            guard left.name != right.name else { continue }
            func path(_ entry: FolderListings.Entry) -> [UInt8] { Array(entry.name.utf8) + (entry.kind == .folder ? [0x2F] : []) }
            XCTAssertEqual(FolderListings.Entry.walkOrder(left, right), path(left).lexicographicallyPrecedes(path(right)),
                           "\(left) against \(right)")
        }
    }
}

/// A temporary folder by path (the walk names files by the paths it is given).
enum CLIRunnerFreeTemporaryDirectory {
    static func make() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-folders-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

}
