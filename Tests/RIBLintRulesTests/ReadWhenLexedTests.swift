import Foundation
import RIBLintCore
import RIBLintDriver
import RIBLintModel
import RIBLintTestSupport
import XCTest

/// `SourceInput.onDisk`: the linter reads each file when it lexes it. A file that matters to no
/// RIB keeps no bytes; one that turns out to matter is read again; one that cannot be read is a
/// read failure for the caller, never a crash.
final class ReadWhenLexedTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("riblint-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return root
    }

    func testAFileThatCannotBeReadIsAReadFailureAndTheOthersAreLinted() throws {
        // The helper comes first: skimmed before any file shows RIBs, it must be read again.
        let root = try folder([
            "AHelper.swift": "final class Helper { func run() {} }\n",
            "BRootInteractor.swift": """
                import RIBs
                protocol RootListener: AnyObject {}
                final class RootInteractor: Interactor {
                    var listener: RootListener?
                    let helper = Helper()
                }

                """,
        ])
        let paths = ["AHelper.swift", "BRootInteractor.swift"].map { root.appendingPathComponent($0).path }
        let missing = root.appendingPathComponent("Gone.swift").path
        let configuration = try Project.configuration(paths: [root.path], configPath: nil)
        let inMemory = try paths.map { SourceInput(path: $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let expected = Linter.lint(inMemory, configuration: configuration, modules: ModuleMap(defaultModule: "App"), jobs: 1)
        let result = Linter.lint(paths.map(SourceInput.onDisk) + [.onDisk(missing)], configuration: configuration,
                                 modules: ModuleMap(defaultModule: "App"), jobs: 2)
        XCTAssertEqual(result.readFailures.map(\.path), [missing])
        XCTAssertTrue(result.readFailures[0].problem.hasPrefix("cannot read:"), result.readFailures[0].problem)
        XCTAssertEqual(result.fileCount, 2)
        XCTAssertEqual(result.lineCount, expected.lineCount)
        XCTAssertFalse(expected.findings.isEmpty, "the interactor's strong listener should be found")
        XCTAssertEqual(result.findings, expected.findings)
        XCTAssertEqual(result.ribs, expected.ribs)
    }

    func testReadProblemsEndTheRunButATooLargeFileIsANotice() {
        let tooLarge = FileIOError(path: "Big.swift", problem: "too large: 9 bytes", kind: .tooLarge)
        XCTAssertEqual(try Project.readProblems([tooLarge]), ["Big.swift: skipped: too large: 9 bytes"])
        let gone = FileIOError(path: "Gone.swift", problem: "cannot read: No such file or directory")
        XCTAssertThrowsError(try Project.readProblems([tooLarge, gone, gone])) { error in
            XCTAssertEqual("\(error)", "Gone.swift: cannot read: No such file or directory (and 1 more files)")
        }
    }
}
