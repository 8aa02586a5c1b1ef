import Foundation
import RIBLintCore
import XCTest

/// Writing a report, a baseline or a hook never replaces what is not a regular file (issue 15,
/// item 1): a device or FIFO is written in place, a symbolic link is followed, a read-only file
/// is refused, and only a regular file or a new path is replaced atomically.
final class OutputTargetTests: XCTestCase {
    private func kind(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & S_IFMT
    }

    private func sh(_ command: String, in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("`\(command)` failed here (needs root and mknod)") }
    }

    func testCharacterDeviceIsWrittenInPlaceNotReplaced() throws {
        let directory = try temporaryDirectory(self)
        try sh("mknod -m 666 mynull c 1 3", in: directory)
        let path = directory.appendingPathComponent("mynull").path
        try FileIO.writeAtomically("report\n", to: path)
        XCTAssertEqual(kind(path), S_IFCHR, "still the null device")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["mynull"])
    }

    func testFIFOIsWrittenInPlace() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        final class Box: @unchecked Sendable { var text = "" }
        let received = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            // Foundation's file reading wants a size; a FIFO is read until the writer closes it.
            let descriptor = open(path, O_RDONLY)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                bytes += chunk[..<count]
            }
            if descriptor >= 0 { close(descriptor) }
            received.text = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }.start()
        try FileIO.writeAtomically("through the pipe\n", to: path)
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(received.text, "through the pipe\n")
        XCTAssertEqual(kind(path), S_IFIFO)
    }

    func testSymbolicLinkIsFollowedAndKept() throws {
        let directory = try temporaryDirectory(self)
        let target = directory.appendingPathComponent("real.json").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let link = directory.appendingPathComponent("link.json").path
        XCTAssertEqual(symlink("real.json", link), 0)
        try FileIO.writeAtomically("new\n", to: link)
        XCTAssertEqual(kind(link), S_IFLNK, "the link stays a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new\n")

        let dangling = directory.appendingPathComponent("dangling.json").path
        XCTAssertEqual(symlink("created.json", dangling), 0)
        try FileIO.writeAtomically("made\n", to: dangling)
        XCTAssertEqual(kind(dangling), S_IFLNK)
        XCTAssertEqual(try String(contentsOfFile: directory.appendingPathComponent("created.json").path, encoding: .utf8), "made\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       ["created.json", "dangling.json", "link.json", "real.json"])
    }

    func testASymbolicLinkLoopIsRefused() throws {
        let directory = try temporaryDirectory(self)
        let a = directory.appendingPathComponent("a").path
        let b = directory.appendingPathComponent("b").path
        XCTAssertEqual(symlink("b", a), 0)
        XCTAssertEqual(symlink("a", b), 0)
        XCTAssertThrowsError(try FileIO.writeAtomically("x", to: a)) { error in
            XCTAssertEqual("\(error)", "\(a): cannot write: too many levels of symbolic links")
        }
        XCTAssertEqual(kind(a), S_IFLNK)
        XCTAssertEqual(kind(b), S_IFLNK)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["a", "b"])
    }

    func testReadOnlyFileIsRefusedEvenForRoot() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("locked.json").path
        try "keep\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o444), 0)
        XCTAssertThrowsError(try FileIO.writeAtomically("x", to: path)) { error in
            XCTAssertEqual("\(error)", "\(path): cannot write: the file is read-only")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "keep\n")
    }

    func testRegularFileIsReplacedAndKeepsItsPermissions() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("report.txt").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o640), 0)
        try FileIO.writeAtomically("new\n", to: path)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.txt"])
    }

    func testCachePolicyRefusesLinksAndSpecialFiles() throws {
        let directory = try temporaryDirectory(self)
        let fifo = directory.appendingPathComponent("pack").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try FileIO.writeAtomically(bytes: [1], to: fifo, durable: false, special: .refuse)) { error in
            XCTAssertEqual("\(error)", "\(fifo): cannot write: not a regular file")
        }
        let link = directory.appendingPathComponent("result").path
        XCTAssertEqual(symlink("/etc/passwd", link), 0)
        XCTAssertThrowsError(try FileIO.writeAtomically(bytes: [1], to: link, durable: false, special: .refuse)) { error in
            XCTAssertEqual("\(error)", "\(link): cannot write: not a regular file (a symbolic link)")
        }
        XCTAssertEqual(kind(fifo), S_IFIFO)
        XCTAssertEqual(kind(link), S_IFLNK)
    }

    func testEmptyPathIsRefused() {
        XCTAssertThrowsError(try FileIO.writeAtomically("x", to: "")) { error in
            XCTAssertEqual("\(error)", "\"\": cannot write: the path is empty")
        }
    }

    // MARK: reading (issue 15, items 6 and 8)

    func testReadRefusesAFIFOWithoutBlocking() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("pipe.swift").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertThrowsError(try FileIO.read(path)) { error in
            XCTAssertEqual(error as? FileIOError, FileIOError(path: path, problem: "cannot read: not a regular file (a FIFO)", kind: .notRegularFile))
        }
    }

    func testReadStopsAtTheLimitBeforeReading() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("big").path
        try String(repeating: "x", count: 1001).write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(try FileIO.read(path, limit: 1001).count, 1001)
        XCTAssertThrowsError(try FileIO.read(path, limit: 1000)) { error in
            XCTAssertEqual("\(error)", "\(path): too large: 1001 bytes, over the limit of 0 MiB")
            XCTAssertEqual((error as? FileIOError)?.kind, .tooLarge)
        }
        // A sparse file of 4 GiB: refused by its size, nothing is read or allocated.
        let sparse = directory.appendingPathComponent("sparse").path
        XCTAssertTrue(FileManager.default.createFile(atPath: sparse, contents: nil))
        XCTAssertEqual(truncate(sparse, 4 << 30), 0)
        XCTAssertThrowsError(try FileIO.read(sparse)) { error in
            XCTAssertEqual("\(error)", "\(sparse): too large: \(4 << 30) bytes, over the limit of 1024 MiB")
        }
    }

    func testReadChecksTheHeaderFirst() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("cache").path
        try "MAGIC and the rest".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(try FileIO.read(path, header: Array("MAGIC".utf8)), Array("MAGIC and the rest".utf8))
        XCTAssertThrowsError(try FileIO.read(path, header: Array("OTHER".utf8))) { error in
            XCTAssertEqual((error as? FileIOError)?.kind, .wrongHeader)
        }
        XCTAssertThrowsError(try FileIO.read(path, header: Array("MAGIC and the rest, longer".utf8))) { error in
            XCTAssertEqual((error as? FileIOError)?.kind, .wrongHeader)
        }
    }

    // MARK: file names as bytes (issue 15, item 11)

    func testFileNamesRoundTripThroughTheirBytes() {
        var state: UInt64 = 11
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        XCTAssertEqual(FileName.decode(Array("café/ok.swift".utf8)), "café/ok.swift")
        XCTAssertEqual(FileName.decode([0x63, 0xE9, 0x2E]), "c\u{F7E9}.")
        for _ in 0..<500 {
            let bytes = (0..<Int(next() % 24)).map { _ in next() }.filter { $0 != 0 }
            let name = FileName.decode(bytes)
            let back = FileName.withSystemPath(name) { pointer in Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))) }
            XCTAssertEqual(back.map { UInt8(bitPattern: $0) }, bytes)
        }
    }

    func testAFileWhoseNameIsNotUTF8IsReadAndWritten() throws {
        let directory = try temporaryDirectory(self)
        let name = FileName.decode(Array(directory.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".swift".utf8))
        try FileIO.writeAtomically("let a = 1\n", to: name)
        XCTAssertEqual(try FileIO.read(name), Array("let a = 1\n".utf8))
        let listed = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(listed.count, 1)
    }
}
