import Foundation
import RIBLintTestSupport
import XCTest

/// Issue 15 through the built executable: what riblint does with hostile paths, files and
/// output targets. Each test asserts the exact outcome (exit status and message, or findings);
/// large inputs are generated here, never committed.
final class HostileInputTests: XCTestCase {
    private let violation = "// riblint:disable-next-line structure/incomplete-rib\nlet answer = 42\n"

    private func project(_ files: [String: String]) throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func fileKind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    // MARK: item 1: output targets

    func testOutputToADeviceWritesThroughItAndKeepsTheDevice() throws {
        let root = try project(["Sources/A.swift": violation])
        do {
            try CLIRunner.shell("mknod -m 666 mynull c 1 3", in: root)
        } catch {
            throw XCTSkip("mknod needs root: \(error)")
        }
        let run = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--output", "mynull"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(fileKind(root.appendingPathComponent("mynull").path), S_IFCHR, "mynull is still a character device")
    }

    func testOutputToAReadOnlyFileIsRefusedWithExitTwo() throws {
        let root = try project(["Sources/A.swift": violation, "report.json": "old\n"])
        let report = root.appendingPathComponent("report.json").path
        XCTAssertEqual(chmod(report, 0o444), 0)
        let run = try CLIRunner.run(["lint", "Sources", "--reporter", "json", "--output", "report.json"], in: root)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "riblint: error: report.json: cannot write: the file is read-only\n")
        XCTAssertEqual(try String(contentsOfFile: report, encoding: .utf8), "old\n")

        let baseline = try CLIRunner.run(["baseline", "Sources", "--output", "report.json"], in: root)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(baseline.stderr, "riblint: error: report.json: cannot write: the file is read-only\n")
    }

    func testOutputThroughASymbolicLinkWritesTheTarget() throws {
        let root = try project(["Sources/A.swift": violation, "reports/latest.txt": "old\n"])
        XCTAssertEqual(symlink("reports/latest.txt", root.appendingPathComponent("report.txt").path), 0)
        let run = try CLIRunner.run(["lint", "Sources", "--output", "report.txt"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileKind(root.appendingPathComponent("report.txt").path), S_IFLNK)
        let written = try String(contentsOfFile: root.appendingPathComponent("reports/latest.txt").path, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("Sources/A.swift:1:"), written)
    }

    // MARK: item 2: install-hook

    /// Runs `executable` with `arguments` in `directory`, `RIBLINT` unset.
    private func runProgram(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "RIBLINT")
        environment["XDG_CACHE_HOME"] = CLIRunner.isolatedCacheHome.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testHookQuotesAnExecutablePathThatShellWouldInterpret() throws {
        let root = try project([
            "A.swift": violation,
            "rules.json": #"{"rules": {"lint/unused-suppression": {"severity": "error"}}}"#,
        ])
        try CLIRunner.shell("git init -q . && git add A.swift rules.json", in: root)
        let folder = root.appendingPathComponent(#"tools/a "q" $(touch PWNED1) `touch PWNED2` it's ${HOME}"#)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("riblint").path
        XCTAssertEqual(symlink(CLIRunner.executable.path, executable), 0)

        let installed = try runProgram(executable, ["install-hook"], in: root)
        XCTAssertEqual(installed.status, 0, installed.output)
        let hook = try String(contentsOfFile: root.appendingPathComponent(".git/hooks/pre-commit").path, encoding: .utf8)
        XCTAssertTrue(hook.contains("  RIBLINT=" + #"'\#(folder.path.replacingOccurrences(of: "'", with: #"'\''"#))/riblint'"#), hook)

        // The hook runs this very executable on the staged file: its finding fails the commit.
        let commit = try runProgram("/bin/sh", [".git/hooks/pre-commit"], in: root)
        XCTAssertEqual(commit.status, 1, commit.output)
        XCTAssertTrue(commit.output.contains("A.swift:1:"), commit.output)
        XCTAssertTrue(commit.output.contains("lint/unused-suppression"), commit.output)
        let created = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        XCTAssertEqual(created, [".git", "A.swift", "rules.json", "tools"], "nothing in the path was run")
    }

    // MARK: item 3: Objective-C never opens a file riblint did not read

    func testObjectiveCIncludesOfADeviceAndAFIFOAreNotOpened() throws {
        let root = try project([:])
        let fifo = root.appendingPathComponent("pipe.h").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let header = """
            #include "/dev/zero"
            #import "\(fifo)"
            # /* a comment */ inc\\
            lude "/dev/zero"
            %:include "/dev/zero"
            #if __has_include("\(fifo)")
            #endif
            @import Zero;
            @interface Tracker : NSObject
            @property (nonatomic, strong) id<TrackerDelegate> delegate;
            @end

            """
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try header.write(to: root.appendingPathComponent("Sources/Tracker.h"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            Sources/Tracker.h:10:51: error: `delegate` of Tracker holds id<TrackerDelegate> strongly; declare it `weak` [leak/strong-listener]
            1 error, 0 warnings, 0 infos in 1 file

            """)
        XCTAssertEqual(run.stderr, "")
    }

    // MARK: item 4 and 5: long chains inside RIB classes

    private func interactor(_ name: String, body: String) -> String {
        """
        import RIBs

        final class \(name)Interactor: Interactor {
            weak var router: \(name)Routing?
            override func didBecomeActive() {
                super.didBecomeActive()
                \(body)
            }
        }

        """
    }

    func testLongChainsInsideARIBAreCutAtTheDepthLimitAndReported() throws {
        let chains: [(name: String, body: String)] = [
            ("Member", "let x = a" + String(repeating: ".b", count: 90_000)),
            ("Call", "f" + String(repeating: "()", count: 20_000)),
            ("Bang", "let y = a" + String(repeating: "!", count: 50_000)),
            ("Optional", "a" + String(repeating: "?.b", count: 50_000)),
            ("Map", "s" + String(repeating: ".map { $0 }", count: 50_000)),
            ("Dispose", "s" + String(repeating: ".disposeOnDeactivate(interactor: self)", count: 50_000)),
            ("Subscribe", "s" + String(repeating: ".subscribe(onNext: { _ in })", count: 50_000)),
            ("KeyPath", #"let k = \A"# + String(repeating: ".b", count: 50_000)),
            ("Ternary", "let t = " + String(repeating: "a ? b : ", count: 200_000) + "c"),
        ]
        var files: [String: String] = [:]
        for chain in chains { files["Sources/\(chain.name)Interactor.swift"] = interactor(chain.name, body: chain.body) }
        let root = try project(files)
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--reporter", "json"], in: root, timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        let notice = "nested too deeply (limits: 96 nested blocks or brackets, 1000 levels of expression); what lies deeper is not analysed"
        XCTAssertEqual(run.stderr.split(separator: "\n").sorted(), [
            "riblint: Sources/BangInteractor.swift:7:1016: \(notice)",
            "riblint: Sources/CallInteractor.swift:7:2006: \(notice)",
            "riblint: Sources/DisposeInteractor.swift:7:18967: \(notice)",
            "riblint: Sources/KeyPathInteractor.swift:7:2141: \(notice)",
            "riblint: Sources/MapInteractor.swift:7:5495: \(notice)",
            "riblint: Sources/MemberInteractor.swift:7:2014: \(notice)",
            "riblint: Sources/OptionalInteractor.swift:7:1507: \(notice)",
            "riblint: Sources/SubscribeInteractor.swift:7:13973: \(notice)",
        ])
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let summary = report?["summary"] as? [String: Any]
        XCTAssertEqual(summary?["files"] as? Int, 9)
    }

    /// 4,000 classes, each the subclass of the one before, and as many protocols, each refining
    /// the one before: every type kept its whole chain and every supertype (5,000 classes took
    /// 9.5 s and 720 MB in a release build, four times that at twice the depth). Inheritance is
    /// now followed 32 levels up, named once per file. The timeout only stops a hang.
    func testInheritanceThousandsOfLevelsDeepIsFollowedToTheLimit() throws {
        var text = "import RIBs\n\nfinal class Level0: Interactor {}\nprotocol Refines0: Dependency {}\n"
        for level in 1..<4_000 { text += "class Level\(level): Level\(level - 1) {}\nprotocol Refines\(level): Refines\(level - 1) {}\n" }
        let root = try project(["Sources/Chain.swift": text, "Sources/Plain.swift": "final class Plain: Interactor {}\n"])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--reporter", "json"], in: root, timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        // `Level33`, on line 69, is the first type with more than 32 levels above it.
        XCTAssertEqual(run.stderr, "riblint: Sources/Chain.swift:69:7: `Level33` inherits through more than 32 levels of the "
            + "project's types; what lies further up is not analysed\n")
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        // The deepest class still known to be an interactor is `Level32`; `Plain` is untouched.
        XCTAssertEqual(Set(findings.compactMap { $0["rib"] as? String }), ["Level32", "Plain"])
    }

    /// A chain of 1,500 RIBs, each building the next: every RIB kept its ancestors, its
    /// descendants and its paths from the root (4,000 took 11 s and 420 MB, and `riblint tree`
    /// of 15,000 ran out of memory). The tree is now followed 64 levels, named once per file, and
    /// its text stops expanding there. The timeout only stops a hang.
    func testARIBTreeThousandsOfLevelsDeepIsFollowedToTheLimit() throws {
        var text = "import RIBs\n"
        let count = 1_500
        for index in 0..<count {
            let child = index + 1 < count ? index + 1 : nil
            text += "protocol R\(index)Dependency: Dependency {}\n"
            text += "final class R\(index)Component: Component<R\(index)Dependency>\(child.map { ", R\($0)Dependency" } ?? "") {}\n"
            text += "final class R\(index)Builder: Builder<R\(index)Dependency> { func build() -> R\(index)Router { "
                + "let component = R\(index)Component(dependency: dependency); return R\(index)Router(interactor: R\(index)Interactor()"
                + (child.map { ", child: R\($0)Builder(dependency: component)" } ?? "") + ") } }\n"
            text += "protocol R\(index)Interactable: Interactable {}\n"
            text += "final class R\(index)Interactor: Interactor, R\(index)Interactable {}\n"
            text += "final class R\(index)Router: Router<R\(index)Interactable> {"
                + (child.map { " private let child: R\($0)Builder; init(interactor: R\(index)Interactable, child: R\($0)Builder) { "
                    + "self.child = child; super.init(interactor: interactor) } func open() { attachChild(child.build()) }" } ?? "")
                + " }\n"
        }
        let root = try project(["Sources/Chain.swift": text])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--reporter", "json"], in: root, timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        // `R65`, the first RIB with more than 64 levels above it, is declared on line 396.
        XCTAssertEqual(run.stderr, "riblint: Sources/Chain.swift:396:13: RIB `R65` lies more than 64 levels of RIBs below a root; "
            + "what lies further up is not analysed\n")
        let tree = try CLIRunner.run(["tree", "Sources"], in: root, timeout: 120)
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertTrue(tree.stdout.contains("R64 (viewless) (64 levels below its root: what lies deeper is not shown)\n"))
    }

    /// One line of 1,000,000 `#`: each pound used to rescan the rest of the run (quadratic; it
    /// never finished). The timeout only stops a hang.
    func testAMillionPoundsOnOneLine() throws {
        let root = try project(["Sources/Pounds.swift": String(repeating: "#", count: 1_000_000) + "\n"])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings, 0 infos in 1 file\n")
        XCTAssertEqual(run.stderr, "")
    }

    /// A 200,000-character word in a header's comment: the Objective-C prelude's regular
    /// expressions were quadratic in it (20,000 characters took 7 s). The timeout only stops a hang.
    func testObjectiveCHeaderWithAHugeWord() throws {
        let header = "// " + String(repeating: "w", count: 200_000) + "\n"
            + "@interface Tracker : NSObject\n@property (nonatomic, strong) id<TrackerDelegate> delegate;\n@end\n"
        let root = try project(["Sources/Tracker.h": header])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            Sources/Tracker.h:3:51: error: `delegate` of Tracker holds id<TrackerDelegate> strongly; declare it `weak` [leak/strong-listener]
            1 error, 0 warnings, 0 infos in 1 file

            """)
    }

    // MARK: item 6: only regular files are read, each up to 16 MiB

    func testFIFOsDevicesAndHugeFilesInTheTreeAreSkippedWithANotice() throws {
        let root = try project(["Sources/A.swift": "let a = 1\n"])
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Sources/Pipe.swift").path, 0o600), 0)
        do {
            try CLIRunner.shell("mknod -m 666 Sources/Zero.swift c 1 5", in: root)
        } catch {
            throw XCTSkip("mknod needs root: \(error)")
        }
        // One byte over the limit, generated here: `let s = "aaa...a"`.
        let big = "let s = \"" + String(repeating: "a", count: (16 << 20) - 10) + "\"\n"
        try big.write(to: root.appendingPathComponent("Sources/Big.swift"), atomically: false, encoding: .utf8)
        XCTAssertEqual(big.utf8.count, (16 << 20) + 1)
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings, 0 infos in 1 file\n")
        XCTAssertEqual(run.stderr, """
            riblint: Sources/Pipe.swift: skipped: not a regular file (a FIFO)
            riblint: Sources/Zero.swift: skipped: not a regular file (a character device)
            riblint: Sources/Big.swift: skipped: too large: 16777217 bytes, over the limit of 16 MiB

            """)
    }

    func testAFIFOOrDeviceNamedOnTheCommandLineIsAnError() throws {
        let root = try project([:])
        XCTAssertEqual(mkfifo(root.appendingPathComponent("x.swift").path, 0o600), 0)
        let fifo = try CLIRunner.run(["lint", "x.swift", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(fifo.status, 2)
        XCTAssertEqual(fifo.stderr, "riblint: error: x.swift: cannot read: not a regular file (a FIFO)\n")
        let zero = try CLIRunner.run(["lint", "/dev/zero", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(zero.status, 2)
        XCTAssertEqual(zero.stderr, "riblint: error: /dev/zero: cannot read: not a regular file (a character device)\n")
        let tokens = try CLIRunner.run(["debug", "tokens", "/dev/zero"], in: root, timeout: 60)
        XCTAssertEqual(tokens.status, 2)
        XCTAssertEqual(tokens.stderr, "riblint: error: /dev/zero: cannot read: not a regular file (a character device)\n")
    }

    // MARK: item 10: a folder that cannot be read is an error, with the reason

    /// Folders nested past PATH_MAX cannot be opened by their path (ENAMETOOLONG): the walk
    /// used to skip them silently and report "0 files". (Permissions cannot make a folder
    /// unreadable for root, which runs these tests.)
    func testAFolderThatCannotBeReadEndsTheRunWithItsReason() throws {
        let root = try project(["Sources/A.swift": "let a = 1\n"])
        let segment = String(repeating: "d", count: 200)
        try CLIRunner.shell("cd Sources && for i in $(seq 22); do mkdir \(segment) && cd -P \(segment); done && echo 'let b = 1' > B.swift",
                            in: root)
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 2)
        let deepest = "Sources" + String(repeating: "/" + segment, count: 21)
        XCTAssertEqual(run.stderr, "riblint: error: cannot read directory \(deepest): File name too long\n")
        XCTAssertEqual(run.stdout, "")
    }

    // MARK: item 8: cache files are checked by size and header before they are read

    func testOversizedCacheFilesAreRejectedUnread() throws {
        let root = try project(["Sources/A.swift": violation])
        let first = try CLIRunner.run(["lint", "Sources", "--cache-path", "cache"], in: root, timeout: 60)
        XCTAssertEqual(first.status, 0, first.stderr)
        let cache = root.appendingPathComponent("cache")
        let pack = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("syntax-") })
        let key = pack.dropFirst("syntax-".count).dropLast(".pack".count)
        // Sparse 8 GiB files that start like the real ones: reading either whole hung the run.
        for (name, magic) in [(pack, "RIBLSYN\n"), ("result-\(key).bin", "RIBLRES\n")] {
            let path = cache.appendingPathComponent(name).path
            try magic.write(toFile: path, atomically: false, encoding: .utf8)
            XCTAssertEqual(truncate(path, 8 << 30), 0)
        }
        let run = try CLIRunner.run(["lint", "Sources", "--cache-path", "cache"], in: root,
                                    environment: ["RIBLINT_PROFILE": "1"], timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, first.stdout)
        let profile = run.stderr.split(separator: "\n").filter { !$0.contains(" ms") }
        XCTAssertEqual(profile, [
            // The folder had just been made: the first run did not record it (the racy window).
            "riblint-profile: discovery: 1 of 1 folders read again",
            "riblint-profile: result cache: miss",
            "riblint-profile: prescan: 0 of 1 files not lexed",
            "riblint-profile: relevance: 1 of 1 files need their AST",
            "riblint-profile: relevance: 0 of them only skimmed at first",
            "riblint-profile: bytes let go after parsing: 0 of 1 files, 0.0 MB",
            "riblint-profile: bodies: 0 parsed",
            "riblint-profile: released files read again: 0",
            "riblint-profile: syntax cache: 0 decoded, 1 parsed, 0 rejected (pack not used: too large: 8589934592 bytes, over the limit of 64 MiB)",
        ])
        var info = stat()
        XCTAssertEqual(stat(cache.appendingPathComponent(pack).path, &info), 0)
        XCTAssertLessThan(info.st_size, 4096, "the pack is written again, small")
    }

    /// FIFOs where the cache files belong: none is opened for reading in a way that blocks, none is
    /// replaced, and the run reports what a run without them does, saying the cache was not written.
    func testFIFOsAtTheCacheFilesAreNeitherReadNorReplaced() throws {
        let root = try project(["Sources/A.swift": violation, "Sources/Feature/B.swift": "final class B {}\n"])
        let first = try CLIRunner.run(["lint", "Sources", "--cache-path", "cache"], in: root, timeout: 60)
        let cache = root.appendingPathComponent("cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        XCTAssertEqual(names.map { String($0.prefix(while: { $0 != "-" })) }, ["folders", "result", "syntax"], "\(names)")
        for name in names {
            let path = cache.appendingPathComponent(name).path
            try FileManager.default.removeItem(atPath: path)
            XCTAssertEqual(mkfifo(path, 0o600), 0)
        }
        let run = try CLIRunner.run(["lint", "Sources", "--cache-path", "cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, first.status, run.stderr)
        XCTAssertEqual(run.stdout, first.stdout)
        XCTAssertTrue(run.stderr.contains("riblint: cache not written:"), run.stderr)
        for name in names {
            XCTAssertEqual(fileKind(cache.appendingPathComponent(name).path), S_IFIFO, "\(name) is still the FIFO")
        }
    }

    // MARK: item 7: what libclang cannot handle is skipped with a notice

    func testHostileObjectiveCIsSkippedOnceAndTheRunGoesOn() throws {
        let bomb = "#define A0 x\n" + (1..<30).map { "#define A\($0) A\($0 - 1) A\($0 - 1) A\($0 - 1) A\($0 - 1)\n" }.joined()
            + "int y = A29;\n@interface Bomb : NSObject\n@property (nonatomic, strong) id<BombDelegate> delegate;\n@end\n"
        let blocks = (0..<60_000).map { "@interface C\($0) : NSObject\n@property (nonatomic, strong) id<D\($0)> delegate;\n@end\n" }.joined()
        let root = try project([
            "Sources/Squares.h": "int x = " + String(repeating: "[", count: 100_000) + "\n",
            "Sources/Braces.m": "int x = " + String(repeating: "{", count: 100_000) + "\n",
            "Sources/Bomb.h": bomb,
            "Sources/Many.h": blocks,
        ])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache"], in: root, timeout: 120)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            Sources/Bomb.h:33:48: error: `delegate` of Bomb holds id<BombDelegate> strongly; declare it `weak` [leak/strong-listener]
            1 error, 0 warnings, 0 infos in 1 file

            """)
        XCTAssertEqual(run.stderr, """
            riblint: Sources/Braces.m: skipped: brackets nest deeper than 256 levels at line 1, column 265
            riblint: Sources/Many.h: skipped: too large for libclang: \(blocks.utf8.count) bytes, over the limit of 1 MiB for Objective-C
            riblint: Sources/Squares.h: skipped: brackets nest deeper than 256 levels at line 1, column 265

            """)
    }

    // MARK: item 14: summary.lines

    func testSummaryLinesCountsTextLines() throws {
        let root = try project([
            "Sources/Ends.swift": "let a = 1\nlet b = 2\n",
            "Sources/Open.swift": "let c = 3\nlet d = 4",
            "Sources/Empty.swift": "",
            "Sources/Blank.swift": "\n\n",
        ])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--reporter", "json"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let summary = report?["summary"] as? [String: Any]
        XCTAssertEqual(summary?["files"] as? Int, 4)
        XCTAssertEqual(summary?["lines"] as? Int, 2 + 2 + 0 + 2)
    }

    // MARK: item 12: every command reports a failed write to standard output

    func testEveryCommandFailsWhenStandardOutputIsFull() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full on this platform") }
        let root = try project(["Sources/A.swift": "let a = 1\n"])
        let demo = FixtureProjects.packageRoot.appendingPathComponent("Fixtures/DemoApp").path
        let commands: [[String]] = [
            ["lint", "Sources", "--no-cache"], ["tree", demo], ["graph", demo], ["rules"], ["rules", "--format", "markdown"],
            ["explain", "leak/strong-listener"], ["debug", "tokens", "Sources/A.swift"], ["debug", "ast", "Sources/A.swift"],
            ["--version"],
        ]
        for arguments in commands {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = root
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "\(arguments)")
            XCTAssertEqual(stderr, "riblint: error: standard output: cannot write: No space left on device\n", "\(arguments)")
        }
    }

    // MARK: item 13: empty arguments

    func testEmptyArgumentsSayWhatIsWrong() throws {
        let root = try project(["Sources/A.swift": "let a = 1\n"])
        let cases: [(arguments: [String], message: String)] = [
            (["lint", "Sources", "--config", ""], "Error: --config needs a file path, not an empty string"),
            (["lint", "Sources", "--config="], "Error: --config needs a file path, not an empty string"),
            (["lint", "Sources", "--output="], "Error: --output needs a file path, not an empty string"),
            (["lint", "Sources", "--output", ""], "Error: --output needs a file path, not an empty string"),
            (["lint", "Sources", "--baseline", ""], "Error: --baseline needs a file path, not an empty string"),
            (["lint", "Sources", "--cache-path", ""], "Error: --cache-path needs a folder path, not an empty string"),
            (["baseline", "Sources", "--output", ""], "Error: --output needs a file path, not an empty string"),
            (["lint", ""], "Error: a path is empty"),
            (["tree", "Sources", "--config", ""], "Error: --config needs a file path, not an empty string"),
            (["lint", "Sources", "--jobs", "-3"], "Error: --jobs must be at least 1"),
            (["graph", "Sources", "--jobs", "0"], "Error: --jobs must be at least 1"),
        ]
        for (arguments, message) in cases {
            let run = try CLIRunner.run(arguments, in: root, timeout: 60)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Sources"], "nothing was written")
    }

    // MARK: item 9: --staged corner cases

    private let errorConfig = #"{"rules": {"lint/unused-suppression": {"severity": "error"}}, "exclude": ["Generated"]}"#

    private func repository(_ files: [String: String]) throws -> URL {
        let root = try project(files)
        try CLIRunner.shell("git init -q . && git config user.email t@example.com && git config user.name t", in: root)
        return root
    }

    func testStagedOutsideAGitRepository() throws {
        let root = try project(["A.swift": violation])
        let run = try CLIRunner.run(["lint", "--staged"], in: root, environment: ["GIT_CEILING_DIRECTORIES": root.deletingLastPathComponent().path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "riblint: error: not a git repository: --staged lints what is staged for the next commit\n")

        // Inside the .git folder of a repository, git says "false", not an error.
        try CLIRunner.shell("git init -q .", in: root)
        let inside = try CLIRunner.run(["lint", "--staged"], in: root.appendingPathComponent(".git"))
        XCTAssertEqual(inside.status, 2)
        XCTAssertEqual(inside.stderr, "riblint: error: not a git repository: --staged lints what is staged for the next commit\n")
    }

    func testStagedReportsOnlyFilesTheWalkWouldLint() throws {
        let root = try repository(["rules.json": errorConfig])
        for path in ["Sources/In.swift", "Generated/Excluded.swift", "Elsewhere/Outside.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try violation.write(to: url, atomically: true, encoding: .utf8)
        }
        try CLIRunner.shell("git add -A && rm Generated/Excluded.swift Elsewhere/Outside.swift Sources/In.swift", in: root)
        // Staged content only: the working tree no longer has any of the three files.
        let sources = try CLIRunner.run(["lint", "--staged", "Sources", "--config", "rules.json"], in: root)
        XCTAssertEqual(sources.status, 1, sources.stderr)
        let finding = ":1:1: error: riblint:disable-next-line structure/incomplete-rib suppresses nothing; remove the comment [lint/unused-suppression]"
        XCTAssertEqual(sources.stdout, "Sources/In.swift\(finding)\n1 error, 0 warnings, 0 infos in 1 file\n")
        let everything = try CLIRunner.run(["lint", "--staged"], in: root)
        XCTAssertEqual(everything.status, 1, everything.stderr)
        XCTAssertEqual(everything.stdout, "Elsewhere/Outside.swift\(finding)\nSources/In.swift\(finding)\n2 errors, 0 warnings, 0 infos in 2 files\n")
    }

    func testStagedWithNothingStagedStillChecksTheConfigurationAndWritesTheReport() throws {
        let root = try repository(["A.swift": "let a = 1\n", "report.json": "old\n"])
        let broken = try CLIRunner.run(["lint", "--staged", "--config", "missing.json"], in: root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "riblint: error: missing.json: cannot read: No such file or directory\n")
        let run = try CLIRunner.run(["lint", "--staged", "--reporter", "json", "--output", "report.json"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("report.json"))) as? [String: Any]
        let summary = report?["summary"] as? [String: Any]
        XCTAssertEqual(summary?["files"] as? Int, 0)
        XCTAssertEqual(summary?["findings"] as? Int, 0)
    }

    func testAStagedDeletionIsNoLongerPartOfTheProject() throws {
        let root = try repository(["A.swift": "let a = 1\n", "Gone.swift": "let g = 1\n"])
        try CLIRunner.shell("git add -A && git commit -qm init && git rm -q --cached Gone.swift && echo 'let b = 2' > B.swift && git add B.swift", in: root)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Gone.swift").path))
        let run = try CLIRunner.run(["lint", "--staged", "--reporter", "json"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((report?["summary"] as? [String: Any])?["files"] as? Int, 2, "A.swift as context and B.swift staged")
    }

    // MARK: item 11: file names that are not UTF-8

    func testAFileNameThatIsNotUTF8IsLintedAndReportedWithItsBytesKept() throws {
        let root = try project(["b/ok.swift": "let ok = 1\n"])
        // `b/caf\xE9.swift`: Latin-1 bytes, which Foundation cannot name, so the shell makes it.
        try violation.write(to: root.appendingPathComponent("violation.txt"), atomically: true, encoding: .utf8)
        try CLIRunner.shell("cat violation.txt > \"$(printf 'b/caf\\351.swift')\" && rm violation.txt", in: root)
        let run = try CLIRunner.run(["lint", "b", "--no-cache"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            b/caf\u{F7E9}.swift:1:1: warning: riblint:disable-next-line structure/incomplete-rib suppresses nothing; remove the comment [lint/unused-suppression]
            0 errors, 1 warning, 0 infos in 2 files

            """)
        XCTAssertEqual(run.stderr, "")
    }

    // MARK: item 7: libclang runs in worker processes

    private func trackerHeader(_ name: String) -> String {
        "@interface \(name) : NSObject\n@property (nonatomic, strong) id<\(name)Delegate> delegate;\n@end\n"
    }

    /// A worker that dies (here on purpose, through the test hook; libclang aborts the same way
    /// when it runs out of memory) costs one file, named once; the next file gets a new worker.
    func testALibclangCrashSkipsOneFileAndTheRunGoesOn() throws {
        let root = try project(["Sources/Crash.h": trackerHeader("Crash"), "Sources/Fine.h": trackerHeader("Fine")])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--jobs", "1"], in: root,
                                    environment: ["RIBLINT_TEST_OBJC_WORKER_CRASH_ON": "Crash.h"], timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "riblint: Sources/Crash.h: skipped: libclang crashed (signal 6)\n")
        XCTAssertEqual(run.stdout, """
            Sources/Fine.h:2:48: error: `delegate` of Fine holds id<FineDelegate> strongly; declare it `weak` [leak/strong-listener]
            1 error, 0 warnings, 0 infos in 1 file

            """)
    }

    /// libclang is opened at run time: without it, Objective-C files are skipped with the reason,
    /// and the Swift files are linted as ever.
    func testWithoutLibclangObjectiveCIsSkippedAndSwiftIsLinted() throws {
        let root = try project(["Sources/Tracker.h": trackerHeader("Tracker"),
                                "Sources/Cache.swift": "final class Cache {\n    var delegate: CacheDelegate?\n}\n"])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--jobs", "1"], in: root,
                                    environment: ["RIBLINT_LIBCLANG": "/nonexistent/libclang.so"], timeout: 60)
        XCTAssertEqual(run.stderr, "riblint: Sources/Tracker.h: skipped: libclang not found at RIBLINT_LIBCLANG=/nonexistent/libclang.so "
                       + "(install libclang, or set RIBLINT_LIBCLANG to its path)\n")
        XCTAssertTrue(run.stdout.hasSuffix("in 1 file\n"), run.stdout)
    }

    func testALibclangParseOverTheTimeLimitIsSkipped() throws {
        // The worker never answers for Slow.h (a test hook), so the limit is reached on any
        // machine, however fast its libclang.
        let root = try project(["Sources/Slow.h": trackerHeader("Slow"), "Sources/Fine.h": trackerHeader("Fine")])
        let run = try CLIRunner.run(["lint", "Sources", "--no-cache", "--jobs", "1"], in: root,
                                    environment: ["RIBLINT_OBJC_TIMEOUT": "0.5", "RIBLINT_TEST_OBJC_WORKER_HANG_ON": "Slow.h"],
                                    timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "riblint: Sources/Slow.h: skipped: libclang did not finish within 0.5 s\n")
        XCTAssertTrue(run.stdout.hasSuffix("1 error, 0 warnings, 0 infos in 1 file\n"), run.stdout)
    }

    func testAStagedFileOverTheSizeLimitIsSkippedWithANotice() throws {
        let root = try repository(["Small.swift": "let a = 1\n"])
        let big = "let s = \"" + String(repeating: "a", count: (16 << 20) - 10) + "\"\n"
        try big.write(to: root.appendingPathComponent("Big.swift"), atomically: false, encoding: .utf8)
        try CLIRunner.shell("git add Big.swift Small.swift && rm Big.swift", in: root)
        let run = try CLIRunner.run(["lint", "--staged"], in: root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "riblint: Big.swift: skipped: too large: 16777217 bytes, over the limit of 16 MiB\n")
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings, 0 infos in 1 file\n")
    }
}
