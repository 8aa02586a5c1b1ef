import Foundation
import XCTest

/// The rule fixtures under `Fixtures/Rules` are only ever parsed by riblint, never compiled, so
/// nothing else would notice a fixture that is not Swift. A linter test on invalid input proves
/// nothing about real code, hence this guard. It also keeps the markers honest: every fixture
/// expects something (or says why not), every marker names a real rule, and every rule is
/// exercised somewhere.
final class FixturesAreValidSwiftTests: XCTestCase {
    /// SPEC section 4's rules plus the suppression rule of section 5.
    static let ruleIDs: Set<String> = [
        "leak/strong-listener",
        "leak/retained-after-detach",
        "leak/child-never-detached",
        "leak/self-capture-in-stored-closure",
        "lifecycle/unconfined-subscription",
        "lifecycle/subscription-before-activation",
        "lifecycle/missing-super-call",
        "rx/upward-subscription",
        "rx/view-update-off-main-thread",
        "rx/child-exposes-stream",
        "rx/subscription-in-router",
        "di/unfulfilled-dependency",
        "di/dependency-type-mismatch",
        "di/unused-dependency",
        "di/mutable-stream-passed-down",
        "di/unshared-instance",
        "structure/incomplete-rib",
        "structure/unreachable-rib",
        "structure/view-in-interactor",
        "lint/unused-suppression",
    ]

    /// swiftc refuses two files of the same name in one invocation, and one process per file
    /// would be slow; batches of distinct names keep both in check.
    static let batchSize = 50

    private var fixturesRoot: URL {
        // Tests/RIBLintRulesTests/FixturesAreValidSwiftTests.swift -> package root
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Rules")
    }

    func testEveryFixtureFileParses() throws {
        let files = try swiftFiles(under: fixturesRoot)
        XCTAssertFalse(files.isEmpty, "no Swift files under \(fixturesRoot.path)")
        for batch in Self.batches(of: files, size: Self.batchSize) {
            let result = try runSwiftcParse(batch)
            XCTAssertEqual(result.status, 0, "swiftc -parse failed:\n\(result.output)")
        }
    }

    func testEveryFixtureDirectoryExpectsSomethingOrSaysWhyNot() throws {
        let directories = try fixtureDirectories()
        XCTAssertFalse(directories.isEmpty)
        for directory in directories {
            let markers = try markersInDirectory(directory)
            let clean = directory.appendingPathComponent("CLEAN")
            if markers.isEmpty {
                let reason = (try? String(contentsOf: clean, encoding: .utf8)) ?? ""
                XCTAssertFalse(reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                               "\(relative(directory)) has no `// expect:` marker and no CLEAN file saying why")
            } else {
                XCTAssertFalse(FileManager.default.fileExists(atPath: clean.path),
                               "\(relative(directory)) has markers and a CLEAN file: one or the other")
            }
        }
    }

    func testFixtureDirectoriesAreNotNested() throws {
        let directories = try fixtureDirectories().map { $0.standardizedFileURL.path }
        for outer in directories {
            for inner in directories where inner != outer && inner.hasPrefix(outer + "/") {
                XCTFail("fixture \(inner) lies inside fixture \(outer): each is linted as its own project")
            }
        }
    }

    func testEveryFixtureLivesUnderItsRuleAndEveryRuleHasOne() throws {
        var rulesWithFixture = Set<String>()
        for directory in try fixtureDirectories() {
            let parts = relative(directory).split(separator: "/").map(String.init)
            let rule = parts.count >= 2 ? parts[0] + "/" + parts[1] : relative(directory)
            XCTAssertTrue(Self.ruleIDs.contains(rule),
                          "\(relative(directory)) is not under Fixtures/Rules/<category>/<name> of a known rule")
            rulesWithFixture.insert(rule)
        }
        XCTAssertEqual(Self.ruleIDs.subtracting(rulesWithFixture), [], "rules without a fixture directory")
    }

    func testEveryMarkerNamesAKnownRuleAndEveryRuleIsMarked() throws {
        var marked = Set<String>()
        for directory in try fixtureDirectories() {
            for marker in try markersInDirectory(directory) {
                XCTAssertFalse(marker.rules.isEmpty, "\(marker.location): `// expect:` without a rule id")
                for rule in marker.rules {
                    XCTAssertTrue(Self.ruleIDs.contains(rule), "\(marker.location): unknown rule id `\(rule)`")
                    marked.insert(rule)
                }
                XCTAssertEqual(Set(marker.rules).count, marker.rules.count,
                               "\(marker.location): a rule is listed twice on one line")
            }
        }
        XCTAssertEqual(Self.ruleIDs.subtracting(marked), [], "rules that no fixture expects")
    }

    func testMarkerParsing() {
        XCTAssertEqual(FixtureMarker.rules(inLine: "var listener: L? // expect: leak/strong-listener"),
                       ["leak/strong-listener"])
        XCTAssertEqual(FixtureMarker.rules(inLine: "x // expect: rx/upward-subscription, rx/subscription-in-router"),
                       ["rx/upward-subscription", "rx/subscription-in-router"])
        XCTAssertEqual(FixtureMarker.rules(inLine: "// riblint:disable-next-line leak/strong-listener // expect: lint/unused-suppression"),
                       ["lint/unused-suppression"])
        XCTAssertNil(FixtureMarker.rules(inLine: "let expectation = 1 // expected to be clean"))
        XCTAssertNil(FixtureMarker.rules(inLine: "weak var listener: L?"))
    }

    // MARK: - Helpers

    private func relative(_ url: URL) -> String {
        let root = fixturesRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    private func swiftFiles(under root: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        return enumerator
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// A fixture is a directory that directly holds Swift files (or a CLEAN file).
    private func fixtureDirectories() throws -> [URL] {
        var directories = Set<String>()
        for file in try swiftFiles(under: fixturesRoot) {
            directories.insert(file.deletingLastPathComponent().standardizedFileURL.path)
        }
        if let enumerator = FileManager.default.enumerator(at: fixturesRoot, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.lastPathComponent == "CLEAN" {
                directories.insert(url.deletingLastPathComponent().standardizedFileURL.path)
            }
        }
        return directories.sorted().map { URL(fileURLWithPath: $0) }
    }

    private func markersInDirectory(_ directory: URL) throws -> [FixtureMarker] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        var markers: [FixtureMarker] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let rules = FixtureMarker.rules(inLine: String(line)) {
                    markers.append(FixtureMarker(location: "\(relative(file)):\(index + 1)", rules: rules))
                }
            }
        }
        return markers
    }

    static func batches(of files: [URL], size: Int) -> [[URL]] {
        var batches: [(names: Set<String>, files: [URL])] = []
        for file in files {
            let name = file.lastPathComponent
            if let index = batches.firstIndex(where: { $0.files.count < size && !$0.names.contains(name) }) {
                batches[index].names.insert(name)
                batches[index].files.append(file)
            } else {
                batches.append((names: [name], files: [file]))
            }
        }
        return batches.map(\.files)
    }

    private func runSwiftcParse(_ files: [URL]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse"] + files.map(\.path)
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would block swiftc forever.
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// `// expect: rule-a, rule-b` at the end of a fixture line: the findings the line must carry.
struct FixtureMarker: Equatable {
    static let prefix = "// expect:"

    var location: String
    var rules: [String]

    /// The rule ids of the line's marker, or nil when it has none. Ids are separated by commas
    /// and/or spaces and run to the end of the line.
    static func rules(inLine line: String) -> [String]? {
        guard let range = line.range(of: prefix, options: .backwards) else { return nil }
        return line[range.upperBound...]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
            .map(String.init)
    }
}
